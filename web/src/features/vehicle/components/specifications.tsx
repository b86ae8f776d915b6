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

/** Specifications lists the registration and technical facts, plus body type, colour and fuel. */
export function Specifications({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const bn = vehicle.bn_translation?.specifications;
  const rows: [string, string][] = SPEC_FIELDS.map((key) => {
    const raw = vehicle.specifications?.[key] ?? '';
    if (key === 'registration_documents') {
      // "on" means the papers are available.
      return [t(`spec.${key}`), raw === 'on' ? t('spec.available') : t('spec.notAvailable')];
    }
    const value = pick(raw, bn?.[key], lang);
    // Identifiers (engine, chassis…) keep their Latin digits; the server translates what needs it.
    return [t(`spec.${key}`), value || t('common.na')];
  });
  // Condition and model year first: with the price, what a buyer asks first.
  rows.unshift(
    [t('vehicle.condition'), vehicle.condition ? t(`vehicle.conditions.${vehicle.condition}`, { defaultValue: vehicle.condition }) : t('common.na')],
    [t('vehicle.modelYear'), vehicle.year ? toLocalDigits(vehicle.year, lang) : t('common.na')],
  );
  rows.push(
    [t('spec.body_type'), vehicle.body_type?.name ? pickName(vehicle.body_type, lang) : t('common.na')],
    [t('spec.color'), vehicle.color?.name ? pickName(vehicle.color, lang) : t('common.na')],
    [t('spec.fuel_type'), vehicle.fuel_type?.name ? pickName(vehicle.fuel_type, lang) : t('common.na')],
  );
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
