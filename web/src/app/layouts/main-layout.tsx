import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { SearchOverlayProvider } from '@/components/search-overlay';
import { ToastHost } from '@/components/toast-host';
import { BottomTabBar } from '@/features/shell/components/bottom-tab-bar';
import { Footer } from '@/features/shell/components/footer';
import { Header } from '@/features/shell/components/header';
import { OfflineNotice } from '@/features/shell/components/offline-notice';
import { useIdle } from '@/lib/idle';

// The tray only shows once vehicles wait to be compared: its code loads
// after the first page (see MainLayout).
const CompareTray = lazy(() => import('@/features/shell/components/compare-tray').then((m) => ({ default: m.CompareTray })));

/** MainLayout wraps the public pages: header, footer, tab bar, toasts, search overlay. */
export function MainLayout() {
  const { t } = useTranslation();
  // The footer (its lists of links, below the fold on every first page) and
  // the compare tray join once the first page has rendered and the browser
  // is idle: the first render's commit and layout stay the page's own.
  const idle = useIdle();
  return (
    <SearchOverlayProvider>
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-3 py-2 text-emerald-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('common.skipToContent')}
      </a>
      <OfflineNotice />
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {idle && <Footer />}
      {/* One fixed stack at the bottom: the tray sits on the tab bar with no gap for the page's text to show through (issue 50). */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 [&>*]:pointer-events-auto">
        {idle && (
          <Suspense fallback={null}>
            <CompareTray />
          </Suspense>
        )}
        <BottomTabBar />
      </div>
      <ToastHost />
    </SearchOverlayProvider>
  );
}

/** BareLayout is for pages outside the main layout (sign-in): toasts only. */
export function BareLayout() {
  return (
    <>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ToastHost />
    </>
  );
}
