import type { TFunction } from 'i18next';
import type { Technical } from '@/lib/api-types';
import { formatNumber, toLocalDigits } from '@/lib/format';
import type { Language } from '@/lib/i18n';

/** The axle configurations the editor and the seller's form offer (garihaat.AxleConfigs). */
export const AXLE_CONFIGS = ['4x2', '4x4', '6x2', '6x4', '8x2', '8x4', '10x4'] as const;

/** axleLabel writes "6x4" as the trade does: 6×4, ৬×৪ under Bangla. */
export function axleLabel(code: string, lang: Language): string {
  return toLocalDigits(code.replace('x', '×'), lang);
}

/** The figures in the order the page, compare and the editor show them. */
export const TECHNICAL_KEYS = ['gvw_kg', 'payload_kg', 'engine_power_hp', 'engine_cc', 'wheelbase_mm', 'axle_config', 'seats'] as const;
export type TechnicalKey = (typeof TECHNICAL_KEYS)[number];

const LABELS: Record<TechnicalKey, string> = {
  gvw_kg: 'technical.gvw',
  payload_kg: 'technical.payload',
  engine_power_hp: 'technical.power',
  engine_cc: 'technical.cc',
  wheelbase_mm: 'technical.wheelbase',
  axle_config: 'technical.axles',
  seats: 'technical.seats',
};

const UNITS: Partial<Record<TechnicalKey, string>> = {
  gvw_kg: 'technical.kg',
  payload_kg: 'technical.kg',
  engine_power_hp: 'technical.hp',
  engine_cc: 'technical.ccUnit',
  wheelbase_mm: 'technical.mm',
};

/** technicalLabel is a figure's name in the reader's language. */
export function technicalLabel(key: TechnicalKey, t: TFunction): string {
  return t(LABELS[key]);
}

/** technicalValue writes one figure with its unit ("16,200 kg", "১৬,২০০ কেজি"), or '' when it is not known. */
export function technicalValue(tech: Technical | undefined, key: TechnicalKey, t: TFunction, lang: Language): string {
  const v = tech?.[key];
  if (v === undefined || v === null || v === '' || v === 0) return '';
  if (key === 'axle_config') return axleLabel(String(v), lang);
  const n = formatNumber(Number(v), lang);
  const unit = UNITS[key];
  return unit ? t(unit, { n }) : n;
}

/** technicalRows are the known figures as [label, value] rows: nothing is shown for what nobody said. */
export function technicalRows(tech: Technical | undefined, t: TFunction, lang: Language): [string, string][] {
  return TECHNICAL_KEYS.flatMap((key): [string, string][] => {
    const value = technicalValue(tech, key, t, lang);
    return value ? [[technicalLabel(key, t), value]] : [];
  });
}
