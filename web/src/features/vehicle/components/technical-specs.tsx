import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@/lib/api-types';
import { technicalRows } from '@/lib/technical';
import { useLanguage } from '@/lib/use-language';

/**
 * TechnicalSpecs is what truck and bus buyers compare (issue 50): weights, engine, wheelbase, axles
 * and seats — only what is known, so a three-wheeler shows no empty axle row and a listing without
 * figures shows no section at all.
 */
export function TechnicalSpecs({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rows = technicalRows(vehicle.technical, t, lang);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="vehicle-technical" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="technical-specs">
      <h2 id="vehicle-technical" className="mb-3 text-lg font-semibold">
        {t('technical.title')}
      </h2>
      <dl className="grid gap-x-6 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-2 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
