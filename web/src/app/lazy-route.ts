import { createElement, lazy, type ComponentType } from 'react';
import { routeEpoch } from '@/lib/route-retry';

/** LazyRoute is a route component loaded on demand that can also be loaded ahead. */
export type LazyRoute = ComponentType & { preload: () => Promise<void> };

/**
 * lazyRoute is React.lazy plus preload(): once the module has loaded, the
 * component renders it directly instead of suspending for a tick. main.tsx
 * preloads the first page's route before the first render, so the page
 * appears in one go rather than after a loading spinner.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m.default;
    });
  // React.lazy keeps a failed load's error for good; a chunk that did not
  // arrive (offline, issue 50) must load again on "try again", so after a
  // failure in one retry epoch the next epoch's render makes a fresh lazy
  // component (src/lib/route-retry.ts says why not at once).
  let failedIn: number | undefined;
  const fresh = (): ComponentType =>
    lazy(() =>
      load().then(
        (m) => ((loaded = m.default), m),
        (err: unknown) => {
          failedIn = routeEpoch();
          throw err;
        },
      ),
    );
  let Lazy = fresh();
  function Route() {
    if (failedIn !== undefined && routeEpoch() > failedIn) {
      failedIn = undefined;
      Lazy = fresh();
    }
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(Route, { preload });
}
