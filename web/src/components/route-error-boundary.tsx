import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShowingSaved } from '@/lib/offline';
import { retryFailedRoutes } from '@/lib/route-retry';

/**
 * RouteFailed is what a page whose code could not load shows, inside the
 * shell (header and tab bar stay): offline it says so, otherwise that the
 * page did not load, and offers to try again (issue 50: an unvisited page
 * opened offline went white).
 */
function RouteFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = useShowingSaved();
  return (
    <div role="alert" data-testid="route-failed" className="mx-auto max-w-xl px-4 py-16 text-center text-slate-700">
      <p>{offline ? t('offline.notSaved') : t('common.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 min-h-11 rounded-full border border-emerald-800 px-5 py-2 font-medium text-emerald-900 hover:bg-emerald-50"
      >
        {t('common.retry')}
      </button>
    </div>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  constructor(props: { children: ReactNode }) {
    super(props);
    // A new page (the boundary is keyed by the path) is a new try: a page
    // whose code failed before loads again when it is opened again.
    retryFailedRoutes();
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) return (
        <RouteFailed
          onRetry={() => {
            retryFailedRoutes();
            this.setState({ failed: false });
          }}
        />
      );
    return this.props.children;
  }
}

/**
 * RouteErrorBoundary catches a route that throws while rendering — above
 * all a lazy route whose chunk did not arrive. Keyed by the path, so
 * going to another page starts afresh; "try again" renders the route
 * again, and lazyRoute loads its code anew.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
