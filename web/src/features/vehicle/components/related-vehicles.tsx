import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VehicleCard } from '@/components/vehicle-card';
import type { VehicleSummary } from '@/lib/api-types';

/** Spec §9: related vehicles show 4 at first; Show More adds 4. */
export const RELATED_STEP = 4;

export function RelatedVehicles({ vehicles }: { vehicles: VehicleSummary[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(RELATED_STEP);
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby="related-vehicles" className="mt-10">
      <h2 id="related-vehicles" className="mb-4 text-xl font-semibold">
        {t('vehicle.related')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
        {vehicles.slice(0, shown).map((v) => (
          <li key={v.id}>
            <VehicleCard vehicle={v} />
          </li>
        ))}
      </ul>
      {shown < vehicles.length && (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => setShown((n) => n + RELATED_STEP)}
            className="rounded-md border border-emerald-800 px-6 py-2 font-medium text-emerald-900 hover:bg-emerald-50"
          >
            {t('vehicle.showMore')}
          </button>
        </div>
      )}
    </section>
  );
}
