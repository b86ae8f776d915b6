import { z } from './zod';
import { toLocalDigits } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { toAsciiDigits } from '@/lib/phone';
import type { FinancePlan } from '@/lib/api-types';
import { FEATURE_CATEGORIES } from '@/lib/feature-categories';
import type { AdminVehicle, AdminVehicleInput } from '../api/types';
import { VEHICLE_STATES } from '@/lib/lifecycle';
import { emptyTechnical, technicalSchema, technicalToForm, technicalToInput } from './technical-form';

export { FEATURE_CATEGORIES };

/** asciiDigits reads Bengali digits and drops grouping, so "১২,০০,০০০" is "1200000". */
export function asciiDigits(s: string): string {
  return toAsciiDigits(s).replace(/[\s,]/g, '');
}

const taka = z
  .string()
  .transform(asciiDigits)
  .pipe(z.string().regex(/^[1-9]\d{0,8}$/, { message: 'positiveTaka' }));
const optionalId = z.string();
const optionalTaka = z
  .string()
  .transform(asciiDigits)
  .pipe(z.string().regex(/^(|[1-9]\d{0,8})$/, { message: 'positiveTaka' }));
const text = (max: number) => z.string().trim().max(max, { message: 'tooLong' });

/**
 * vehicleFormSchema checks what the editor can check alone (the server
 * checks again, and the references): messages are keys of the 'admin'
 * namespace's form.errors.
 */
export const vehicleFormSchema = z.object({
  title: text(200).min(1, { message: 'required' }),
  title_bn: text(200),
  description: text(10000),
  description_bn: text(10000),
  cash_price: taka,
  installment_price: optionalTaka, // empty: cash only, as a seller's listing may be
  offer_ends_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' }),
  condition: z.enum(['new', 'reconditioned', 'resale']),
  status: z.enum(VEHICLE_STATES),
  bid_mode: z.enum(['sealed', 'open']),
  min_offer_cash: optionalTaka,
  min_offer_installment: optionalTaka,
  year: z
    .string()
    .transform(asciiDigits)
    .pipe(z.string().regex(/^(|19[5-9]\d|20\d\d)$/, { message: 'year' })),
  brand_id: z.string().min(1, { message: 'required' }),
  type_id: z.string().min(1, { message: 'required' }),
  body_type_id: optionalId,
  color_id: optionalId,
  fuel_type_id: optionalId,
  depot_location_id: optionalId,
  tonnage_id: optionalId,
  model: text(100),
  model_bn: text(100),
  registration_documents: z.boolean(),
  registration_number: text(100),
  registration_number_bn: text(100),
  engine_number: text(100),
  chassis_number: text(100),
  odometer: z
    .string()
    .transform(asciiDigits)
    .pipe(z.string().regex(/^\d{0,8}$/, { message: 'wholeNumber' })),
  features: z.record(z.string(), z.string()),
  features_bn: z.record(z.string(), z.string()),
  // The vehicle's own installment plan; all three empty: the site's.
  finance_down: z.string().transform(asciiDigits).pipe(z.string().regex(/^(|\d{1,3})$/, { message: 'wholeNumber' })),
  finance_months: z.string().transform((s) => toAsciiDigits(s)), // its commas part the months
  finance_rate: z.string().transform(asciiDigits).pipe(z.string().regex(/^(|\d{1,2}(\.\d{1,2})?)$/, { message: 'rate' })),
  ...technicalSchema,
});

export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;

const lines = (s: string | undefined) =>
  (s ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const id = (s: string) => (s ? Number(s) : null);

/** emptyVehicleForm is a new vehicle: its offer window ends in two weeks. */
export function emptyVehicleForm(today = new Date()): VehicleFormInput {
  const ends = new Date(today.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
  const none = Object.fromEntries(FEATURE_CATEGORIES.map((c) => [c, '']));
  return {
    title: '', title_bn: '', description: '', description_bn: '', cash_price: '', installment_price: '',
    offer_ends_at: ends, condition: 'new', status: 'draft', bid_mode: 'sealed', min_offer_cash: '', min_offer_installment: '', year: '', brand_id: '', type_id: '',
    body_type_id: '', color_id: '', fuel_type_id: '', depot_location_id: '', tonnage_id: '',
    model: '', model_bn: '', registration_documents: false, registration_number: '', registration_number_bn: '',
    engine_number: '', chassis_number: '', odometer: '', features: { ...none }, features_bn: { ...none },
    finance_down: '', finance_months: '', finance_rate: '', ...emptyTechnical(),
  };
}

/** planOf reads the editor's three plan fields: null when all are empty (the vehicle follows the site's plan). */
export function planOf(down: string, months: string, rate: string): FinancePlan | null {
  [down, months, rate] = [asciiDigits(down), toAsciiDigits(months), asciiDigits(rate)];
  if (!down && !months.trim() && !rate) return null;
  return {
    min_down_percent: Number(down || 0),
    // "12, 24, 36" or "12 24 36": the server orders them and drops repeats.
    months: months.split(/[\s,]+/).filter(Boolean).map(Number),
    bank_rate_percent: Number(rate || 0),
  };
}

/**
 * toForm turns a stored vehicle into the editor's fields, its numbers in the reader's digits (Bengali
 * under Bangla; the checks read either).
 */
export function toForm(v: AdminVehicle, lang: Language = 'en'): VehicleFormInput {
  const f = emptyVehicleForm();
  const str = (n: number | null | undefined) => (n ? toLocalDigits(n, lang) : '');
  const ref = (n: number | null | undefined) => (n ? String(n) : ''); // a select's value: an id, never localized
  const bn = v.bn_translation ?? {};
  for (const c of FEATURE_CATEGORIES) {
    f.features[c] = (v.features?.[c] ?? []).join('\n');
    f.features_bn[c] = (bn.features?.[c] ?? []).join('\n');
  }
  return {
    ...f,
    title: v.title, title_bn: bn.title ?? '', description: v.description ?? '', description_bn: bn.description ?? '',
    cash_price: toLocalDigits(v.cash_price, lang), installment_price: str(v.installment_price), offer_ends_at: v.offer_ends_at,
    condition: (v.condition || 'new') as VehicleFormInput['condition'],
    status: (v.status || 'draft') as VehicleFormInput['status'],
    bid_mode: v.bid_mode === 'open' ? 'open' : 'sealed',
    min_offer_cash: str(v.min_offer_cash), min_offer_installment: str(v.min_offer_installment),
    year: str(v.year), brand_id: ref(v.brand_id), type_id: ref(v.type_id),
    body_type_id: ref(v.body_type_id), color_id: ref(v.color_id), fuel_type_id: ref(v.fuel_type_id),
    depot_location_id: ref(v.depot_location_id), tonnage_id: ref(v.tonnage_id),
    model: v.specifications?.model ?? '', model_bn: bn.specifications?.model ?? '',
    registration_documents: v.specifications?.registration_documents === 'on',
    registration_number: v.specifications?.registration_number ?? '',
    registration_number_bn: bn.specifications?.registration_number ?? '',
    engine_number: v.specifications?.engine_number ?? '', chassis_number: v.specifications?.chassis_number ?? '',
    odometer: v.specifications?.odometer && String(v.specifications.odometer) !== '0' ? toLocalDigits(v.specifications.odometer, lang) : '',
    finance_down: v.finance ? toLocalDigits(v.finance.min_down_percent, lang) : '',
    finance_months: v.finance ? toLocalDigits(v.finance.months.join(', '), lang) : '',
    finance_rate: v.finance ? toLocalDigits(v.finance.bank_rate_percent, lang) : '',
    ...technicalToForm(v.technical, lang),
  };
}

/** toInput turns the checked fields into the API's body. */
export function toInput(f: VehicleFormValues): AdminVehicleInput {
  const features: Record<string, string[]> = {};
  const featuresBn: Record<string, string[]> = {};
  for (const c of FEATURE_CATEGORIES) {
    const en = lines(f.features[c]);
    if (en.length) features[c] = en;
    const bn = lines(f.features_bn[c]).slice(0, en.length);
    if (bn.length) featuresBn[c] = bn;
  }
  return {
    title: f.title, description: f.description, cash_price: Number(f.cash_price),
    installment_price: Number(f.installment_price), offer_ends_at: f.offer_ends_at, condition: f.condition,
    status: f.status, bid_mode: f.bid_mode, min_offer_cash: id(f.min_offer_cash), min_offer_installment: id(f.min_offer_installment),
    year: f.year ? Number(f.year) : 0, brand_id: Number(f.brand_id), type_id: Number(f.type_id),
    body_type_id: id(f.body_type_id), color_id: id(f.color_id), fuel_type_id: id(f.fuel_type_id),
    depot_location_id: id(f.depot_location_id), tonnage_id: id(f.tonnage_id),
    specifications: {
      model: f.model, registration_documents: f.registration_documents ? 'on' : 'off',
      registration_number: f.registration_number, engine_number: f.engine_number,
      chassis_number: f.chassis_number, odometer: f.odometer || '0',
    },
    features,
    finance: planOf(f.finance_down, f.finance_months, f.finance_rate),
    technical: technicalToInput(f),
    bn_translation: {
      title: f.title_bn, description: f.description_bn,
      specifications: { model: f.model_bn, registration_number: f.registration_number_bn },
      features: featuresBn,
    },
  };
}

/**
 * serverField maps a server field name (title, bn_translation.title,
 * specifications.model…) to the editor's field, so its message shows there.
 */
export function serverField(name: string): string {
  const map: Record<string, string> = {
    'bn_translation.title': 'title_bn',
    'bn_translation.description': 'description_bn',
    'specifications.model': 'model',
    'bn_translation.specifications.model': 'model_bn',
    'specifications.registration_number': 'registration_number',
    'bn_translation.specifications.registration_number': 'registration_number_bn',
    'specifications.engine_number': 'engine_number',
    'specifications.chassis_number': 'chassis_number',
    'specifications.odometer': 'odometer',
    'specifications.registration_documents': 'registration_documents',
    'finance.min_down_percent': 'finance_down',
    'finance.months': 'finance_months',
    'finance.bank_rate_percent': 'finance_rate',
  };
  if (map[name]) return map[name];
  if (name.startsWith('technical.')) return name.slice('technical.'.length);
  const feat = /^(bn_translation\.)?features\.(\w+)$/.exec(name);
  if (feat) return `${feat[1] ? 'features_bn' : 'features'}.${feat[2]}`;
  return name;
}
