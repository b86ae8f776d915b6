import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { NoData } from '@/components/no-data';
import { PageTitle } from '@/components/page-title';
import { Skeleton } from '@/components/skeleton';
import { pickName } from '@/lib/localized';
import { rememberVehicleType } from '@/lib/storage-keys';
import { useLanguage } from '@/lib/use-language';
import { useCategoriesTypes } from '../api/get-categories-types';

/** AllCategoryPage lists every vehicle type; a card opens the list filtered by it. */
export default function AllCategoryPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data, isPending } = useCategoriesTypes();
  const types = data?.types ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageTitle title={t('home.vehicleTypes')} />
      <Breadcrumbs items={[{ label: t('home.vehicleTypes') }]} />
      <h1 className="mt-3 text-2xl font-semibold">{t('home.vehicleTypes')}</h1>
      {isPending ? (
        <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : types.length === 0 ? (
        <NoData />
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {types.map((type) => (
            <li key={type.id}>
              <Link
                to={`/all-vehicles?vehicleType=${type.id}`}
                onClick={() => rememberVehicleType(type.id)}
                className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm hover:border-emerald-600 hover:shadow-md"
              >
                <img src={type.icon_image} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 object-contain" />
                <span className="font-semibold text-slate-900">{pickName(type, lang)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
