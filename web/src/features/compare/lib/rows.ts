import type { TFunction } from 'i18next';
import type { Vehicle } from '@/lib/api-types';
import { FEATURE_CATEGORIES } from '@/lib/feature-categories';
import { dealerPlan } from '@/lib/finance';
import { formatInstallmentPrice, formatPrice, toLocalDigits } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { pick, pickName } from '@/lib/localized';
import { TECHNICAL_KEYS, technicalLabel, technicalValue } from '@/lib/technical';

/** A row of the comparison: its label and each vehicle's value as shown. */
export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  /** The vehicles do not all say the same (marked; "only differences" keeps it). */
  differs: boolean;
}


/**
 * compareRows are vs side by side, in what a buyer weighs first: prices,
 * the monthly amount, the facts, the features. A vehicle not loaded (yet,
 * or gone) keeps its column with empty values and takes no part in
 * whether a row differs.
 */
export function compareRows(vs: (Vehicle | undefined)[], t: TFunction, lang: Language): CompareRow[] {
  const na = t('common.na');
  const name = (o: { name: string; bn_translation?: { name?: string } | null } | undefined) => (o?.name ? pickName(o, lang) : na);
  const spec = (v: Vehicle, k: 'odometer' | 'tonnage' | 'depot_location') =>
    pick(v.specifications?.[k], v.bn_translation?.specifications?.[k], lang) || na;
  const rows: [string, string, (v: Vehicle) => string][] = [
    ['cash', t('vehicle.cashPrice'), (v) => formatPrice(v.cash_price, lang)],
    ['installment', t('vehicle.installmentPrice'), (v) => formatInstallmentPrice(v.installment_price, lang) ?? t('vehicle.installmentNone')],
    [
      'monthly',
      t('compare.monthly'),
      (v) => {
        if (!v.finance || !v.installment_price) return na;
        const months = v.finance.months[v.finance.months.length - 1];
        const p = dealerPlan(v.installment_price, v.finance.min_down_percent, months);
        return t('compare.monthlyValue', { amount: formatPrice(p.monthly, lang), months: toLocalDigits(months, lang), down: toLocalDigits(v.finance.min_down_percent, lang) });
      },
    ],
    ['year', t('vehicle.modelYear'), (v) => (v.year ? toLocalDigits(v.year, lang) : na)],
    ['odometer', t('spec.odometer'), (v) => spec(v, 'odometer')],
    ['tonnage', t('spec.tonnage'), (v) => spec(v, 'tonnage')],
    ['body', t('spec.body_type'), (v) => name(v.body_type)],
    // What truck and bus buyers compare (issue 50); a figure no vehicle here knows is no row.
    ...TECHNICAL_KEYS.filter((k) => vs.some((v) => technicalValue(v?.technical, k, t, lang))).map(
      (k): [string, string, (v: Vehicle) => string] => [`technical.${k}`, technicalLabel(k, t), (v) => technicalValue(v.technical, k, t, lang) || '—'],
    ),
    ['fuel', t('spec.fuel_type'), (v) => name(v.fuel_type)],
    ['color', t('spec.color'), (v) => name(v.color)],
    ['depot', t('spec.depot_location'), (v) => spec(v, 'depot_location')],
    ['papers', t('spec.registration_documents'), (v) => (v.specifications?.registration_documents === 'on' ? t('spec.available') : t('spec.notAvailable'))],
    ['condition', t('vehicle.condition'), (v) => (v.condition ? t(`vehicle.conditions.${v.condition}`, { defaultValue: v.condition }) : na)],
  ];
  for (const c of FEATURE_CATEGORIES) {
    rows.push([
      `features.${c}`,
      t(`vehicle.featureCategories.${c}`),
      (v) => {
        const en = v.features?.[c] ?? [];
        const bn = v.bn_translation?.features?.[c] ?? [];
        return en.map((f, i) => pick(f, bn[i], lang)).join(', ') || '—';
      },
    ]);
  }
  return rows.map(([key, label, of]) => {
    const values = vs.map((v) => (v ? of(v) : ''));
    const known = values.filter((_, i) => vs[i]);
    return { key, label, values, differs: known.length > 1 && known.some((x) => x !== known[0]) };
  });
}
