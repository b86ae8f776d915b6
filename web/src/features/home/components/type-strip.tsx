import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoData } from '@/components/no-data';
import { Skeleton } from '@/components/skeleton';
import type { VehicleType } from '@/lib/api-types';
import { pickName } from '@/lib/localized';
import { rememberVehicleType } from '@/lib/storage-keys';
import { useLanguage } from '@/lib/use-language';
import { SectionHeading } from './section-heading';

/** Spec §9: 3 skeleton tiles while loading. */
const TYPE_SKELETONS = 3;

/** TypeStrip lists the vehicle types; a tile remembers its id and opens /all-vehicles. */
export function TypeStrip({ types, loading }: { types?: VehicleType[]; loading: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section aria-labelledby="home-types" className="mx-auto max-w-7xl px-4 py-8">
      <SectionHeading id="home-types" title={t('home.vehicleTypes')} to="/all-category" />
      {loading ? (
        <div className="grid grid-cols-3 gap-3" data-testid="type-skeletons">
          {Array.from({ length: TYPE_SKELETONS }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : types && types.length > 0 ? (
        <ul className="no-scrollbar -mx-4 flex gap-3 overflow-x-auto px-4 sm:mx-0 sm:grid sm:grid-cols-3 sm:px-0 md:grid-cols-5">
          {types.map((type) => (
            <li key={type.id} className="w-28 shrink-0 sm:w-auto">
              <Link
                to={`/all-vehicles?vehicleType=${type.id}`}
                onClick={() => rememberVehicleType(type.id)}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm hover:border-emerald-600 hover:shadow-md"
              >
                <img src={type.icon_image} alt="" width={64} height={64} loading="lazy" className="h-14 w-14 object-contain" />
                <span className="text-sm font-medium text-slate-900">{pickName(type, lang)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <NoData />
      )}
    </section>
  );
}
