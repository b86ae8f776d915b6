import '../lib/i18n';
import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { Link, Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { ToastHost } from '@/components/toast-host';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import i18n from '@/lib/i18n';
import { useAdminT } from '../lib/use-admin-t';
import { can, type Permission } from '../lib/roles';
import { Skeleton } from '../components/query-state';

// Each screen is its own chunk: the editor's form and drag-and-drop
// libraries load only when a vehicle is opened.
const DashboardPage = lazy(() => import('./dashboard-page'));
const VehiclesPage = lazy(() => import('./vehicles-page'));
const VehicleEditPage = lazy(() => import('./vehicle-edit-page'));
const OffersPage = lazy(() => import('./offers-page'));
const RecordsPage = lazy(() => import('./records-page'));
const ImportPage = lazy(() => import('./import-page'));
const AuditPage = lazy(() => import('./audit-page'));
const StaffPage = lazy(() => import('./staff-page'));
const ReviewPage = lazy(() => import('./review-page'));
const FinancePage = lazy(() => import('./finance-page'));
// The insights' chart library (uPlot) loads with this chunk only.
const InsightsPage = lazy(() => import('./insights-page'));
const FactorPage = lazy(() => import('./factor-page'));
const InboxPage = lazy(() => import('./inbox-page'));

const NAV: { to: string; key: string; perm: Permission; end?: boolean }[] = [
  { to: '/admin', key: 'nav.dashboard', perm: 'staff', end: true },
  { to: '/admin/vehicles', key: 'nav.vehicles', perm: 'catalog:read' },
  { to: '/admin/review', key: 'nav.review', perm: 'catalog:write' },
  { to: '/admin/offers', key: 'nav.offers', perm: 'offers' },
  { to: '/admin/insights', key: 'nav.insights', perm: 'catalog:read' },
  { to: '/admin/inbox', key: 'nav.inbox', perm: 'review-threads' },
  { to: '/admin/lists/brands', key: 'nav.brands', perm: 'catalog:read' },
  { to: '/admin/lists/types', key: 'nav.types', perm: 'catalog:read' },
  { to: '/admin/lists/attributes', key: 'nav.attributes', perm: 'catalog:read' },
  { to: '/admin/lists/dealers', key: 'nav.dealers', perm: 'catalog:read' },
  { to: '/admin/lists/testimonials', key: 'nav.testimonials', perm: 'catalog:read' },
  { to: '/admin/lists/faqs', key: 'nav.faqs', perm: 'catalog:read' },
  { to: '/admin/finance', key: 'nav.finance', perm: 'catalog:read' },
  { to: '/admin/import', key: 'nav.import', perm: 'catalog:write' },
  { to: '/admin/audit', key: 'nav.audit', perm: 'audit' },
  { to: '/admin/staff', key: 'nav.staff', perm: 'staff:manage' },
];

/**
 * AdminApp is the back office: its own lazy part of the app under /admin,
 * with its own layout. Staff only; the server checks every call again.
 */
export default function AdminApp() {
  const { t } = useAdminT();
  const { user, loading, signOut, refreshUser } = useSession();
  const location = useLocation();
  const lang = useLanguage();
  const qc = useQueryClient();
  // A 401 mid-session (ended, or the factor reset by an owner): read the
  // session again, so the sign-in or the factor screen takes over.
  useEffect(() => {
    const on401 = (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) void refreshUser().catch(() => signOut());
    };
    const offQueries = qc.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') on401(e.action.error);
    });
    const offMutations = qc.getMutationCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') on401(e.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [qc, refreshUser, signOut]);
  if (loading) return <PageLoader />;
  // The search stays: a set-up link (/admin?enrol=…) must survive sign-in.
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  const role = user.role;
  if (!role) {
    return (
      <main className="mx-auto max-w-lg p-8 text-center">
        <h1 className="text-xl font-semibold">{t('guard.title')}</h1>
        <p className="mt-2 text-slate-700">{t('guard.body')}</p>
        <Link to="/" className="mt-4 inline-block text-emerald-800 underline">
          {t('guard.home')}
        </Link>
      </main>
    );
  }
  // Staff give a second factor after the SMS code before anything else.
  if (user.second_factor && user.second_factor !== 'ok') {
    return (
      <div className="min-h-screen bg-slate-100 text-slate-900">
        <Suspense fallback={<PageLoader />}>
          <FactorPage state={user.second_factor} />
        </Suspense>
        <ToastHost />
      </div>
    );
  }
  const allowed = (p: Permission) => can(role, p);
  const guard = (p: Permission, el: React.ReactNode) => (allowed(p) ? el : <p role="alert">{t('guard.role')}</p>);
  return (
    <div className="min-h-screen bg-slate-100 text-slate-900 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)]">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        {t('nav.skip')}
      </a>
      <aside className="bg-slate-900 text-slate-100 lg:min-h-screen">
        <div className="flex items-center justify-between gap-2 px-4 py-3 lg:block">
          <Link to="/admin" className="font-semibold">
            {t('title')}
          </Link>
          <p className="text-xs text-slate-400 lg:mt-1">
            {toLocalDigits(user.phone, lang)} · {t(`roles.${role}`)}
          </p>
        </div>
        {/* On a phone every section wraps into view (issue 32: a scrolling strip hid 7 of 11 at 375 px). */}
        <nav aria-label={t('nav.label')}>
          <ul className="flex flex-wrap gap-1 px-2 pb-2 lg:flex-col lg:flex-nowrap lg:pb-4">
            {NAV.filter((n) => allowed(n.perm)).map((n) => (
              <li key={n.to}>
                <NavLink
                  to={n.to}
                  end={n.end}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded px-3 py-1.5 text-sm ${isActive ? 'bg-emerald-700 text-white' : 'text-slate-200 hover:bg-slate-800'}`
                  }
                >
                  {t(n.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap gap-2 px-4 pb-4 text-sm">
          <button
            type="button"
            onClick={() => void i18n.changeLanguage(lang === 'bn' ? 'en' : 'bn')}
            className="rounded border border-slate-600 px-2 py-1 hover:bg-slate-800"
            lang={lang === 'bn' ? 'en' : 'bn'}
          >
            {lang === 'bn' ? 'English' : 'বাংলা'}
          </button>
          <Link to="/" className="rounded border border-slate-600 px-2 py-1 hover:bg-slate-800">
            {t('nav.site')}
          </Link>
          <button type="button" onClick={() => void signOut()} className="rounded border border-slate-600 px-2 py-1 hover:bg-slate-800">
            {t('nav.signOut')}
          </button>
        </div>
      </aside>
      <main id="admin-main" className="min-w-0 p-3 sm:p-5">
        <Suspense fallback={<Skeleton />}>
          <Routes>
            <Route index element={<DashboardPage />} />
            <Route path="vehicles" element={guard('catalog:read', <VehiclesPage />)} />
            <Route path="vehicles/new" element={guard('catalog:write', <VehicleEditPage />)} />
            <Route path="vehicles/:id" element={guard('catalog:read', <VehicleEditPage />)} />
            <Route path="review" element={guard('catalog:write', <ReviewPage />)} />
            <Route path="finance" element={guard('catalog:read', <FinancePage />)} />
            <Route path="insights" element={guard('catalog:read', <InsightsPage />)} />
            <Route path="offers" element={guard('offers', <OffersPage />)} />
            <Route path="inbox" element={guard('review-threads', <InboxPage />)} />
            <Route path="inbox/:id" element={guard('review-threads', <InboxPage />)} />
            <Route path="lists/:name" element={guard('catalog:read', <RecordsPage />)} />
            <Route path="import" element={guard('catalog:write', <ImportPage />)} />
            <Route path="audit" element={guard('audit', <AuditPage />)} />
            <Route path="staff" element={guard('staff:manage', <StaffPage />)} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Suspense>
      </main>
      <ToastHost />
    </div>
  );
}
