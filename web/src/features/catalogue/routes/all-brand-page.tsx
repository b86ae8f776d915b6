import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { NoData } from '@/components/no-data';
import { PageTitle } from '@/components/page-title';
import { Skeleton } from '@/components/skeleton';
import { formatNumber } from '@/lib/format';
import { pickName } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import { useBrands } from '../api/get-brands';

/** AllBrandPage is the grid of brands; each opens /vehicles/{brand_slug}. */
export default function AllBrandPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data, isPending } = useBrands();
  const brands = data?.brands ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageTitle title={t('brands.title')} />
      <Breadcrumbs items={[{ label: t('brands.title') }]} />
      <h1 className="mt-3 text-2xl font-semibold">{t('brands.title')}</h1>
      {isPending ? (
        <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : brands.length === 0 ? (
        <NoData />
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {brands.map((b) => (
            <li key={b.id}>
              <Link
                to={`/vehicles/${b.brand_slug}`}
                state={{ vehicleBrandId: b.id }}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm hover:border-emerald-600 hover:shadow-md"
              >
                <img src={b.icon_image} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 object-contain" />
                <span className="font-semibold text-slate-900">{pickName(b, lang)}</span>
                <span className="text-sm text-slate-600">
                  {t('home.brandVehicles', { count: b.total_products, n: formatNumber(b.total_products, lang) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
