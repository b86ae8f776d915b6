import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useSession } from '@/lib/session';
import { useDashboard } from '../api/get-dashboard';
import { OfferTable } from '../components/offer-table';
import { QueryState } from '../components/query-state';
import { can } from '../lib/roles';
import { useAdminT } from '../lib/use-admin-t';
import { stateRules } from '@/lib/lifecycle';

const STATUSES = ['in_review', 'published', 'draft', 'sold', 'archived'] as const;

/** DashboardPage is the first screen: counts, what closes soon, what came in. */
export default function DashboardPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { user } = useSession();
  const q = useDashboard();
  const d = q.data?.dashboard;
  const desk = can(user?.role, 'offers');
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-semibold">{t('dashboard.title')}</h1>
      <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()} rows={3}>
        {d && (
          <>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
              {STATUSES.map((s) => (
                <div key={s} className="rounded-lg bg-white p-3 shadow-sm">
                  <dt className="text-xs text-slate-600">{t(`dashboard.vehicles.${s}`)}</dt>
                  <dd className="text-2xl font-semibold tabular-nums">
                    <Link to={stateRules(s).awaitsReview && can(user?.role, 'catalog:write') ? '/admin/review' : `/admin/vehicles?status=${s}`}>{formatNumber(d.vehicles[s] ?? 0, lang)}</Link>
                  </dd>
                </div>
              ))}
              {desk && (
                <>
                  <div className="rounded-lg bg-white p-3 shadow-sm">
                    <dt className="text-xs text-slate-600">{t('dashboard.ongoing')}</dt>
                    <dd className="text-2xl font-semibold tabular-nums">{formatNumber(d.ongoing_offers ?? 0, lang)}</dd>
                  </div>
                  <div className="rounded-lg bg-white p-3 shadow-sm">
                    <dt className="text-xs text-slate-600">{t('dashboard.today')}</dt>
                    <dd className="text-2xl font-semibold tabular-nums">{formatNumber(d.offers_today ?? 0, lang)}</dd>
                  </div>
                </>
              )}
            </dl>
            {/* Buyers' phones and amounts are the offers desk's: the server sends them to it alone. */}
            {desk && (
              <>
                <section aria-labelledby="closing-soon">
                  <h2 id="closing-soon" className="mb-2 font-semibold">{t('dashboard.closingSoon')}</h2>
                  <OfferTable offers={d.closing_soon ?? []} caption={t('dashboard.closingSoon')} />
                </section>
                <section aria-labelledby="newest-offers">
                  <h2 id="newest-offers" className="mb-2 font-semibold">{t('dashboard.newest')}</h2>
                  <OfferTable offers={d.newest_offers ?? []} caption={t('dashboard.newest')} />
                  <Link to="/admin/offers" className="mt-2 inline-block text-sm text-emerald-800 hover:underline">
                    {t('dashboard.allOffers')}
                  </Link>
                </section>
              </>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
