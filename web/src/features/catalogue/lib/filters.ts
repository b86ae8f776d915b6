import type { QueryValue } from '@/lib/api-client';

import { PAGE_SIZE } from '@/lib/constants.gen';

export { PAGE_SIZE };

export type PriceType = 'cash' | 'installment';
export type SortOrder = 'newest' | 'ending_soon' | 'price_asc' | 'price_desc' | 'year_desc' | 'odometer_asc';
export const SORT_ORDERS: SortOrder[] = ['newest', 'ending_soon', 'price_asc', 'price_desc', 'year_desc', 'odometer_asc'];

export interface BudgetRange {
  min: number;
  /** null: no upper bound. */
  max: number | null;
}

/** The four predefined budget ranges of spec §9, in taka. */
export const PREDEFINED_BUDGETS: BudgetRange[] = [
  { min: 660_000, max: 860_000 },
  { min: 860_000, max: 1_066_000 },
  { min: 1_066_000, max: 1_666_000 },
  { min: 1_666_000, max: null },
];

/** rangeKey is the wire form of a range: "660000-860000", or "1666000-" without an upper bound. */
export function rangeKey(r: BudgetRange): string {
  return `${r.min}-${r.max ?? ''}`;
}

/** A range key as the URL carries it: the presets follow the catalogue's prices, so any well-formed range is kept. */
const RANGE_KEY = /^\d+-\d*$/;

/** The budget presets as get-filter-params sends them: the catalogue's, then each type's. */
export interface TypeBudgets {
  type_id: number;
  ranges: { min: number; max: number }[];
}

/**
 * budgetPresets are the ranges to offer: the chosen type's when exactly one
 * type is chosen, else the whole catalogue's — its prices' quartiles rounded
 * to a lakh (issue 50) — and the spec's fixed bands until they are known.
 */
export function budgetPresets(budgets: TypeBudgets[] | undefined, vehicleType: string[]): BudgetRange[] {
  const of = (id: number) => budgets?.find((b) => b.type_id === id)?.ranges;
  const ranges = (vehicleType.length === 1 ? of(Number(vehicleType[0])) : undefined) ?? of(0);
  if (!ranges || ranges.length === 0) return PREDEFINED_BUDGETS;
  return ranges.map((r) => ({ min: r.min, max: r.max > 0 ? r.max : null }));
}

/** The id-list filters; each is a comma-separated list of ids in the URL and the API. */
export const ID_FILTERS = ['vehicleBrand', 'vehicleType', 'depoLocation', 'color', 'fuelType', 'tonnage'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

/** A vehicle's condition; the list can keep any of them. */
export const CONDITIONS = ['new', 'reconditioned', 'resale'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** ListFilters is the filter state of spec §3, plus condition, model year, sort and page. */
export interface ListFilters {
  condition: Condition[];
  minYear: number | null;
  maxYear: number | null;
  vehicleBrand: string[];
  vehicleType: string[];
  depoLocation: string[];
  color: string[];
  fuelType: string[];
  /** Payload classes (the tonnage lookup's ids). */
  tonnage: string[];
  /** District codes (GET /districts). */
  district: string[];
  /** At least this many seats; null: any. */
  minSeats: number | null;
  predefinedBudget: string[];
  minBudget: number | null;
  maxBudget: number | null;
  priceType: PriceType;
  sort: SortOrder;
  page: number;
}

export const EMPTY_FILTERS: ListFilters = {
  condition: [],
  minYear: null,
  maxYear: null,
  vehicleBrand: [],
  vehicleType: [],
  depoLocation: [],
  color: [],
  fuelType: [],
  tonnage: [],
  district: [],
  minSeats: null,
  predefinedBudget: [],
  minBudget: null,
  maxBudget: null,
  priceType: 'cash',
  sort: 'newest',
  page: 1,
};

function ids(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').filter((v) => /^\d+$/.test(v)))];
}

/** parseBudget reads a budget as a whole number of taka; anything else is null. */
export function parseBudget(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const s = String(value).replace(/[,\s]/g, '').replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  if (s === '') return null;
  const n = Number.parseInt(s, 10);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** parseYear reads a model year (1950–2100, Bengali digits too); anything else is null. */
export function parseYear(value: string | null | undefined): number | null {
  const n = parseBudget(value);
  return n !== null && n >= 1950 && n <= 2100 ? n : null;
}

/** parseSeats reads a least number of seats (1–90, Bengali digits too); anything else is null. */
export function parseSeats(value: string | null | undefined): number | null {
  const n = parseBudget(value);
  return n !== null && n >= 1 && n <= 90 ? n : null;
}

/** setMinSeats sets the least number of seats (null: any). */
export function setMinSeats(f: ListFilters, seats: number | null): ListFilters {
  return { ...f, minSeats: seats, page: 1 };
}

/** toggleDistrict adds or removes one district. */
export function toggleDistrict(f: ListFilters, code: string): ListFilters {
  const has = f.district.includes(code);
  return { ...f, district: has ? f.district.filter((d) => d !== code) : [...f.district, code], page: 1 };
}

/** parseFilters reads the filter state from the URL query string. */
export function parseFilters(sp: URLSearchParams): ListFilters {
  const page = Number.parseInt(sp.get('page') ?? '1', 10);
  const sort = sp.get('sort') as SortOrder | null;
  return {
    condition: [...new Set((sp.get('condition') ?? '').split(','))].filter((c): c is Condition => (CONDITIONS as readonly string[]).includes(c)),
    minYear: parseYear(sp.get('minYear')),
    maxYear: parseYear(sp.get('maxYear')),
    vehicleBrand: ids(sp.get('vehicleBrand')),
    vehicleType: ids(sp.get('vehicleType')),
    depoLocation: ids(sp.get('depoLocation')),
    color: ids(sp.get('color')),
    fuelType: ids(sp.get('fuelType')),
    tonnage: ids(sp.get('tonnage')),
    district: [...new Set((sp.get('district') ?? '').split(','))].filter((d) => /^[a-z][a-z-]*$/.test(d)),
    minSeats: parseSeats(sp.get('minSeats')),
    predefinedBudget: [...new Set(sp.getAll('predefinedBudget').filter((k) => RANGE_KEY.test(k)))],
    minBudget: parseBudget(sp.get('minBudget')),
    maxBudget: parseBudget(sp.get('maxBudget')),
    priceType: sp.get('priceType') === 'installment' ? 'installment' : 'cash',
    sort: sort && SORT_ORDERS.includes(sort) ? sort : 'newest',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** filtersToSearch writes the state back as a query string, leaving out defaults. */
export function filtersToSearch(f: ListFilters): URLSearchParams {
  const sp = new URLSearchParams();
  for (const key of ID_FILTERS) if (f[key].length) sp.set(key, f[key].join(','));
  if (f.district.length) sp.set('district', f.district.join(','));
  if (f.minSeats !== null) sp.set('minSeats', String(f.minSeats));
  if (f.condition.length) sp.set('condition', f.condition.join(','));
  if (f.minYear !== null) sp.set('minYear', String(f.minYear));
  if (f.maxYear !== null) sp.set('maxYear', String(f.maxYear));
  for (const k of f.predefinedBudget) sp.append('predefinedBudget', k);
  if (f.minBudget !== null) sp.set('minBudget', String(f.minBudget));
  if (f.maxBudget !== null) sp.set('maxBudget', String(f.maxBudget));
  if (f.priceType !== 'cash') sp.set('priceType', f.priceType);
  if (f.sort !== 'newest') sp.set('sort', f.sort);
  if (f.page > 1) sp.set('page', String(f.page));
  return sp;
}

/** toApiParams is the get-vehicles query for a state on a page (all, brand or search). */
export function toApiParams(f: ListFilters, scope: { brandSlug?: string; query?: string }): Record<string, QueryValue> {
  return {
    vehicleBrand: f.vehicleBrand.join(','),
    vehicleType: f.vehicleType.join(','),
    depoLocation: f.depoLocation.join(','),
    color: f.color.join(','),
    fuelType: f.fuelType.join(','),
    tonnage: f.tonnage.join(','),
    district: f.district.join(','),
    minSeats: f.minSeats,
    condition: f.condition.join(','),
    minYear: f.minYear,
    maxYear: f.maxYear,
    predefinedBudget: f.predefinedBudget,
    minBudget: f.minBudget,
    maxBudget: f.maxBudget,
    priceType: f.priceType,
    sort: f.sort,
    brandSlug: scope.brandSlug,
    query: scope.query,
    page: f.page,
    per_page: PAGE_SIZE,
  };
}

// Every change of filter goes back to page 1 (spec §4).

/** toggleId adds or removes one id of an id-list filter. */
export function toggleId(f: ListFilters, key: IdFilter, id: string): ListFilters {
  const has = f[key].includes(id);
  return { ...f, [key]: has ? f[key].filter((v) => v !== id) : [...f[key], id], page: 1 };
}

/** toggleCondition adds or removes one condition. */
export function toggleCondition(f: ListFilters, c: Condition): ListFilters {
  const has = f.condition.includes(c);
  return { ...f, condition: has ? f.condition.filter((x) => x !== c) : [...f.condition, c], page: 1 };
}

/** setYears sets the model-year range; a reversed range is swapped, not refused. */
export function setYears(f: ListFilters, fromText: string, toText: string): ListFilters {
  let min = parseYear(fromText);
  let max = parseYear(toText);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { ...f, minYear: min, maxYear: max, page: 1 };
}

/** togglePredefinedBudget selects or clears a range; choosing one clears the custom budget. */
export function togglePredefinedBudget(f: ListFilters, key: string): ListFilters {
  const has = f.predefinedBudget.includes(key);
  return {
    ...f,
    predefinedBudget: has ? f.predefinedBudget.filter((k) => k !== key) : [...f.predefinedBudget, key],
    minBudget: has ? f.minBudget : null,
    maxBudget: has ? f.maxBudget : null,
    page: 1,
  };
}

export type CustomBudgetResult = { ok: true; filters: ListFilters } | { ok: false; error: 'minGreaterThanMax' };

/**
 * applyCustomBudget sets min/max (parsed as integers); it clears the
 * predefined ranges. If both are set and min > max it refuses (spec §5).
 */
export function applyCustomBudget(f: ListFilters, minText: string, maxText: string): CustomBudgetResult {
  const min = parseBudget(minText);
  const max = parseBudget(maxText);
  if (min !== null && max !== null && min > max) return { ok: false, error: 'minGreaterThanMax' };
  return { ok: true, filters: { ...f, minBudget: min, maxBudget: max, predefinedBudget: [], page: 1 } };
}

export function setPriceType(f: ListFilters, priceType: PriceType): ListFilters {
  return { ...f, priceType, page: 1 };
}

export function setSort(f: ListFilters, sort: SortOrder): ListFilters {
  return { ...f, sort, page: 1 };
}

export function clearFilters(f: ListFilters): ListFilters {
  return { ...EMPTY_FILTERS, sort: f.sort };
}

/** activeFilterCount counts the selections, for the mobile Filters button. */
export function activeFilterCount(f: ListFilters): number {
  return (
    ID_FILTERS.reduce((n, k) => n + f[k].length, 0) +
    f.condition.length +
    f.district.length +
    (f.minSeats !== null ? 1 : 0) +
    (f.minYear !== null ? 1 : 0) +
    (f.maxYear !== null ? 1 : 0) +
    f.predefinedBudget.length +
    (f.minBudget !== null ? 1 : 0) +
    (f.maxBudget !== null ? 1 : 0) +
    (f.priceType !== 'cash' ? 1 : 0)
  );
}
