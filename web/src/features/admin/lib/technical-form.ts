import { z } from './zod';
import type { Technical } from '@/lib/api-types';
import { AXLE_CONFIGS } from '@/lib/technical';
import { toLocalDigits } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { toAsciiDigits } from '@/lib/phone';

// The editor's technical figures (issue 50): each optional, bounded as the
// server bounds them (garihaat.technicalBounds), so a digit too many is
// caught at the field before the save.

const figure = (lo: number, hi: number) =>
  z
    .string()
    .transform((s) => toAsciiDigits(s).replace(/[\s,]/g, ''))
    .refine((s) => s === '' || (/^\d{1,6}$/.test(s) && Number(s) >= lo && Number(s) <= hi), { message: 'range' });

/** BOUNDS are each figure's least and greatest value, shown beside its field. */
export const BOUNDS = {
  gvw_kg: [300, 60_000],
  engine_power_hp: [3, 800],
  engine_cc: [50, 20_000],
  wheelbase_mm: [1_000, 8_000],
  seats: [1, 90],
} as const;

export const technicalSchema = {
  gvw_kg: figure(...BOUNDS.gvw_kg),
  engine_power_hp: figure(...BOUNDS.engine_power_hp),
  engine_cc: figure(...BOUNDS.engine_cc),
  wheelbase_mm: figure(...BOUNDS.wheelbase_mm),
  seats: figure(...BOUNDS.seats),
  axle_config: z.string().refine((s) => s === '' || (AXLE_CONFIGS as readonly string[]).includes(s), { message: 'range' }),
};

export type TechnicalField = keyof typeof technicalSchema;
export const NUMERIC_FIELDS = ['gvw_kg', 'engine_power_hp', 'engine_cc', 'wheelbase_mm', 'seats'] as const;

/** emptyTechnical is no figure known. */
export function emptyTechnical(): Record<TechnicalField, string> {
  return { gvw_kg: '', engine_power_hp: '', engine_cc: '', wheelbase_mm: '', seats: '', axle_config: '' };
}

/** technicalToForm turns stored figures into the fields ('' for unknown), in the reader's digits. */
export function technicalToForm(t: Technical | undefined, lang: Language = 'en'): Record<TechnicalField, string> {
  const out = emptyTechnical();
  for (const k of NUMERIC_FIELDS) out[k] = t?.[k] ? toLocalDigits(t[k]!, lang) : '';
  out.axle_config = t?.axle_config ?? '';
  return out;
}

/** technicalToInput turns the checked fields into the API's figures, leaving out what is empty. */
export function technicalToInput(f: Record<TechnicalField, string>): Technical {
  const out: Technical = {};
  for (const k of NUMERIC_FIELDS) if (f[k]) out[k] = Number(f[k]);
  if (f.axle_config) out.axle_config = f.axle_config as Technical['axle_config'];
  return out;
}
