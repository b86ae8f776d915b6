import { toLocalDigits } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import type { SellerVehicle, SellerVehicleInput } from '../api/my-vehicles';

/** The optional figures of the details step (issue 50): what truck and bus buyers compare. */
export const TECH_FIELDS = ['gvw_kg', 'engine_power_hp', 'engine_cc', 'wheelbase_mm', 'seats', 'axle_config'] as const;
export type TechField = (typeof TECH_FIELDS)[number];

/** techNumber reads a figure typed in Bengali or ASCII digits, with group commas; '' and anything else is left out. */
function techNumber(s: string): number | undefined {
  const ascii = s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/[\s,]/g, '');
  return /^\d{1,6}$/.test(ascii) && Number(ascii) > 0 ? Number(ascii) : undefined;
}

/** The form's steps in order; each ends with a save, so a listing is never lost between them. */
export const STEPS = ['vehicle', 'details', 'price', 'photos', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** FIELDS_OF is which step shows which field (and where a server's field error sends the seller back to). */
const FIELDS_OF: Record<Step, string[]> = {
  vehicle: ['type_id', 'brand_id', 'brand_other', 'model', 'year', 'condition'],
  details: ['odometer', 'registration_number', 'registration_documents', 'depot_location_id', 'district', 'area', 'description',
    ...TECH_FIELDS.map((k) => `technical.${k}`)],
  price: ['cash_price', 'installment_price'],
  photos: ['images'],
  review: [],
};

/** firstStepWithError is the earliest step holding one of the fields in errors, or null. */
export function firstStepWithError(errors: Record<string, string[]>): Step | null {
  return STEPS.find((s) => FIELDS_OF[s].some((f) => errors[f]?.length)) ?? null;
}

/** OTHER is the brand select's "Other" (a brand typed by the seller) and ELSEWHERE the location select's "another place" (a district). */
export const OTHER = 'other';
export const ELSEWHERE = 'district';

/** The form keeps every value as typed: numbers stay text so Bengali digits and group commas reach the server as written. */
export interface ListingForm {
  type_id: string;
  brand_id: string; // an id, or OTHER
  brand_other: string;
  model: string;
  year: string;
  condition: '' | 'resale' | 'reconditioned';
  odometer: string;
  registration_number: string;
  registration_documents: boolean;
  depot_location_id: string; // an id, or ELSEWHERE
  district: string;
  area: string;
  cash_price: string;
  installment_price: string;
  description: string;
  technical: Record<TechField, string>;
}

export const EMPTY_FORM: ListingForm = {
  type_id: '',
  brand_id: '',
  brand_other: '',
  model: '',
  year: '',
  condition: '',
  odometer: '',
  registration_number: '',
  registration_documents: false,
  depot_location_id: '',
  district: '',
  area: '',
  cash_price: '',
  installment_price: '',
  description: '',
  technical: { gvw_kg: '', engine_power_hp: '', engine_cc: '', wheelbase_mm: '', seats: '', axle_config: '' },
};

/** formOf is a saved listing as the form shows it, numbers in the reader's digits. */
export function formOf(v: SellerVehicle, lang: Language): ListingForm {
  const num = (n: number | null | undefined) => (n ? toLocalDigits(n, lang) : '');
  return {
    type_id: v.type_id ? String(v.type_id) : '',
    brand_id: v.brand_other ? OTHER : v.brand_id ? String(v.brand_id) : '',
    brand_other: v.brand_other ?? '',
    model: v.model,
    year: num(v.year),
    condition: v.condition === 'resale' || v.condition === 'reconditioned' ? v.condition : '',
    odometer: num(v.odometer),
    registration_number: v.registration_number,
    registration_documents: v.registration_documents,
    depot_location_id: v.depot_location_id ? String(v.depot_location_id) : v.district ? ELSEWHERE : '',
    district: v.district ?? '',
    area: v.area ?? '',
    cash_price: num(v.cash_price),
    installment_price: num(v.installment_price),
    description: v.description,
    technical: {
      gvw_kg: num(v.technical?.gvw_kg),
      engine_power_hp: num(v.technical?.engine_power_hp),
      engine_cc: num(v.technical?.engine_cc),
      wheelbase_mm: num(v.technical?.wheelbase_mm),
      seats: num(v.technical?.seats),
      axle_config: v.technical?.axle_config ?? '',
    },
  };
}

/** inputOf is the form as the API takes it; an unchosen list is 0 (type, brand) or null (depot). */
export function inputOf(f: ListingForm): SellerVehicleInput {
  return {
    type_id: Number(f.type_id) || 0,
    brand_id: Number(f.brand_id) || 0,
    brand_other: f.brand_id === OTHER ? f.brand_other.trim() : '',
    model: f.model,
    year: f.year.trim(),
    condition: f.condition,
    odometer: f.odometer.trim(),
    registration_number: f.registration_number,
    registration_documents: f.registration_documents,
    depot_location_id: Number(f.depot_location_id) || null,
    district: f.depot_location_id === ELSEWHERE ? f.district : '',
    area: f.depot_location_id === ELSEWHERE ? f.area.trim() : '',
    cash_price: f.cash_price.trim(),
    installment_price: f.installment_price.trim(),
    description: f.description,
    technical: {
      gvw_kg: techNumber(f.technical.gvw_kg),
      engine_power_hp: techNumber(f.technical.engine_power_hp),
      engine_cc: techNumber(f.technical.engine_cc),
      wheelbase_mm: techNumber(f.technical.wheelbase_mm),
      seats: techNumber(f.technical.seats),
      axle_config: (f.technical.axle_config || undefined) as NonNullable<SellerVehicleInput['technical']>['axle_config'],
    },
  };
}

/** firstUnfinished is where a saved draft goes on: the first step still missing something the review needs. */
export function firstUnfinished(v: SellerVehicle): Step {
  if (!v.type_id || !(v.brand_id || v.brand_other) || !v.model || !v.year || !v.condition) return 'vehicle';
  if (!v.depot_location_id && !v.district) return 'details';
  if (!v.cash_price) return 'price';
  if (!v.images.length) return 'photos';
  return 'review';
}
