import { useTranslation } from 'react-i18next';
import type { Vehicle, Specifications as Specs } from '@/lib/api-types';
import { pick, pickName } from '@/lib/localized';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

const SPEC_FIELDS: (keyof Specs)[] = [
  'model',
  'registration_documents',
  'registration_number',
  'engine_number',
  'chassis_number',
  'depot_location',
  'odometer',
  'tonnage',
];

/** The numbers staff check before they mark a private listing Verified. */
const CHECKED: (keyof Specs)[] = ['engine_number', 'chassis_number'];

/**
 * Specifications lists the registration and technical facts, plus body type, colour and fuel. A
 * private seller's listing (issue 50) calls its place a location, not a depot, and never says
 * "N/A": a number staff checked says so once verified; what the seller's form did not ask for is
 * left out.
 */
export function Specifications({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const bn = vehicle.bn_translation?.specifications;
  const isPrivate = vehicle.seller?.kind === 'private';
  const verified = isPrivate && !!vehicle.seller?.verified_at;
  const rows: [string, string][] = SPEC_FIELDS.flatMap((key): [string, string][] => {
    const raw = vehicle.specifications?.[key] ?? '';
    if (key === 'registration_documents') {
      // "on" means the papers are available. A verified private listing's
      // papers were checked by the desk (one of its four checks), whatever
      // the seller's form said (issue 50).
      if (verified) return [[t(`spec.${key}`), t('spec.checked')]];
      return [[t(`spec.${key}`), raw === 'on' ? t('spec.available') : t('spec.notAvailable')]];
    }
    const label = isPrivate && key === 'depot_location' ? t('spec.location') : t(`spec.${key}`);
    const value = pick(raw, bn?.[key], lang);
    if (!value && isPrivate) return verified && CHECKED.includes(key) ? [[label, t('spec.checked')]] : [];
    // Identifiers (engine, chassis…) keep their Latin digits; the server translates what needs it.
    return [[label, value || t('common.na')]];
  });
  // Condition and model year first: with the price, what a buyer asks first.
  rows.unshift(
    [t('vehicle.condition'), vehicle.condition ? t(`vehicle.conditions.${vehicle.condition}`, { defaultValue: vehicle.condition }) : t('common.na')],
    [t('vehicle.modelYear'), vehicle.year ? toLocalDigits(vehicle.year, lang) : t('common.na')],
  );
  for (const key of ['body_type', 'color', 'fuel_type'] as const) {
    const o = vehicle[key];
    if (o?.name) rows.push([t(`spec.${key}`), pickName(o, lang)]);
    else if (!isPrivate) rows.push([t(`spec.${key}`), t('common.na')]);
  }
  return (
    <section aria-labelledby="vehicle-specs" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="vehicle-specs" className="mb-3 text-lg font-semibold">
        {t('vehicle.specifications')}
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
