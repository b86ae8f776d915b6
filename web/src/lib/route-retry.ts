// "Try again" after a route's code failed to load (issue 50). A failed
// load must not be retried by the render itself: React renders a failed
// component once more before it gives up, and a fresh load there fails
// again, for ever, offline. So a failed route keeps its failure until the
// reader asks to try again, which starts a new epoch.

let epoch = 0;

/** routeEpoch is the current retry epoch. */
export function routeEpoch(): number {
  return epoch;
}

/** retryFailedRoutes lets every route whose code failed to load try again on its next render. */
export function retryFailedRoutes(): void {
  epoch++;
}
