import { NoData } from '@/components/no-data';
import { Skeleton } from '@/components/skeleton';
import { VehicleCard, VehicleCardSkeleton } from '@/components/vehicle-card';
import type { VehicleType } from '@/lib/api-types';
import { pickName } from '@/lib/localized';
import { rememberVehicleType } from '@/lib/storage-keys';
import { useLanguage } from '@/lib/use-language';
import { SectionHeading } from './section-heading';

/** Spec §9: 5 skeleton cards while loading. */
const CARD_SKELETONS = 5;
const ROW = 'no-scrollbar -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2';
const CELL = 'w-[70%] shrink-0 snap-start min-[480px]:w-[45%] md:w-[30%] lg:w-[calc(20%-0.8rem)]';

/** TypeSection is one vehicle type with a horizontally scrolling row of cards. */
export function TypeSection({ type }: { type: VehicleType }) {
  const lang = useLanguage();
  const name = pickName(type, lang);
  const products = type.products ?? [];
  const headingId = `type-${type.id}`;
  return (
    <section aria-labelledby={headingId} className="cv-auto mx-auto max-w-7xl px-4 py-6">
      <SectionHeading
        id={headingId}
        title={name}
        to={`/all-vehicles?vehicleType=${type.id}`}
        onViewAll={() => rememberVehicleType(type.id)}
      />
      {products.length > 0 ? (
        <ul className={ROW}>
          {products.map((p) => (
            <li key={p.id} className={CELL}>
              <VehicleCard vehicle={p} />
            </li>
          ))}
        </ul>
      ) : (
        <NoData />
      )}
    </section>
  );
}

/** TypeSectionSkeleton stands in for the type sections while the home page loads. */
export function TypeSectionSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" data-testid="type-section-skeleton">
      <Skeleton className="mb-4 h-7 w-40" />
      <div className={ROW}>
        {Array.from({ length: CARD_SKELETONS }, (_, i) => (
          <div key={i} className={CELL}>
            <VehicleCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
