import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { NoData } from '@/components/no-data';
import type { Brand } from '@/lib/api-types';
import { formatNumber } from '@/lib/format';
import { pickName } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import { Carousel } from './carousel';
import { SectionHeading } from './section-heading';

/** Spec §9: brand carousel autoplay 3 s; 1, 2, 3 per view at 0, 640, 1024 px. */
const BRAND_AUTOPLAY_MS = 3000;
const ITEM_CLASS = 'w-full sm:w-1/2 lg:w-1/3';

function BrandCard({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const name = pickName(brand, lang);
  return (
    <Link
      to={`/vehicles/${brand.brand_slug}`}
      state={{ vehicleBrandId: brand.id }}
      className="flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md"
    >
      <img src={brand.icon_image} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 object-contain" />
      <div className="min-w-0">
        <h3 className="truncate font-semibold text-slate-900">{name}</h3>
        <p className="text-sm text-slate-600">
          {t('home.brandVehicles', { count: brand.total_products, n: formatNumber(brand.total_products, lang) })}
        </p>
        {brand.product_types && brand.product_types.length > 0 && (
          <p className="truncate text-sm text-slate-600">{brand.product_types.map((p) => pickName(p, lang)).join(', ')}</p>
        )}
      </div>
    </Link>
  );
}

export function BrandCarousel({ brands, loading }: { brands?: Brand[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-brands" className="mx-auto max-w-7xl px-4 py-8">
      <SectionHeading id="home-brands" title={t('home.brands')} to="/all-brand" />
      {loading ? (
        <div className="flex gap-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={`h-24 ${i === 0 ? 'w-full sm:w-1/2 lg:w-1/3' : 'hidden sm:block sm:w-1/2 lg:w-1/3'}`} />
          ))}
        </div>
      ) : brands && brands.length > 0 ? (
        <Carousel label={t('home.brands')} itemClass={ITEM_CLASS} autoplayMs={BRAND_AUTOPLAY_MS}>
          {brands.map((b) => (
            <BrandCard key={b.id} brand={b} />
          ))}
        </Carousel>
      ) : (
        <NoData />
      )}
    </section>
  );
}
