import { Link } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import { useMyVehicles } from '../api/my-vehicles';
import { ListingCard } from '../components/listing-card';
import { useSellT } from '../lib/i18n';

/** MyVehiclesPage is /account/my-vehicles: the signed-in person's listings, newest first. */
export default function MyVehiclesPage() {
  const { t } = useSellT();
  const list = useMyVehicles();
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900 lg:text-2xl">{t('mine.title')}</h1>
          <p className="mt-1 text-slate-600">{t('mine.intro')}</p>
        </div>
        <Link to="/sell" className="rounded-lg bg-emerald-800 px-4 py-2.5 font-semibold text-white hover:bg-emerald-900">
          {t('mine.new')}
        </Link>
      </div>
      {list.isPending ? (
        <div role="status" aria-busy="true" data-testid="list-loading" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="text-red-800">{t('mine.loadFailed')}</p>
          <button type="button" onClick={() => void list.refetch()} className="mt-3 rounded-md bg-emerald-800 px-4 py-2 font-medium text-white">
            {t('retry')}
          </button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t('mine.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {list.data.map((v) => (
            <ListingCard key={v.id} vehicle={v} />
          ))}
        </ul>
      )}
    </div>
  );
}
