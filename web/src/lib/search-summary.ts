import type { District, FilterParams, Option } from './api-types';
import { districtName } from './districts';
import { formatNumber } from './format';
import type { Language } from './i18n';
import { pickName } from './localized';

// A saved search's filters read out in the visitor's language (issue 30):
// "Pickup · Tata · up to ৳10 lakh". The query is the list call's own query
// string, so this reads the same parameters the list does.

const words = {
  all: { en: 'All vehicles', bn: 'সব গাড়ি' },
  upTo: { en: 'up to', bn: 'সর্বোচ্চ' },
  from: { en: 'from', bn: 'সর্বনিম্ন' },
  lakh: { en: 'lakh', bn: 'লাখ' },
  installment: { en: 'installment', bn: 'কিস্তি' },
  new: { en: 'New', bn: 'নতুন' },
  reconditioned: { en: 'Reconditioned', bn: 'রিকন্ডিশন্ড' },
  resale: { en: 'Resale', bn: 'রিসেল' },
  at: { en: 'at', bn: 'ডিপো:' },
  model: { en: 'model', bn: 'মডেল' },
  seats: { en: 'seats', bn: 'আসন' },
} as const;

/** lakhs writes an amount in lakh taka: ৳10 lakh, ৳8.6 lakh (Bengali digits under Bangla). */
export function lakhs(n: number, lang: Language): string {
  const l = Math.round(n / 10_000) / 10;
  const text = Number.isInteger(l) ? formatNumber(l, lang) : new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en-IN', { maximumFractionDigits: 1 }).format(l);
  return `৳${text} ${words.lakh[lang]}`;
}

function budget(min: number, max: number, lang: Language): string {
  if (min > 0 && max > 0) return `${lakhs(min, lang)}–${lakhs(max, lang)}`;
  if (max > 0) return `${words.upTo[lang]} ${lakhs(max, lang)}`;
  return `${words.from[lang]} ${lakhs(min, lang)}`;
}

function names(ids: string | null, options: Option[] | undefined, lang: Language): string | null {
  if (!ids) return null;
  const list = ids
    .split(',')
    .map((id) => options?.find((o) => String(o.id) === id.trim()))
    .filter((o): o is Option => Boolean(o))
    .map((o) => pickName(o, lang));
  return list.length ? list.join(', ') : null;
}

/**
 * searchSummary reads a saved query out: its text, types, brands, condition, budget, years and the rest;
 * a district by its name in lang once the districts are known (until then by its code, read as words).
 */
export function searchSummary(query: string, options: FilterParams | undefined, lang: Language, districts?: District[]): string {
  const q = new URLSearchParams(query);
  const num = (k: string) => Number.parseInt(q.get(k) ?? '', 10) || 0;
  const parts: string[] = [];
  const text = q.get('query');
  if (text) parts.push(`“${text}”`);
  const brandSlug = q.get('brandSlug');
  if (brandSlug) parts.push(brandSlug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()));
  for (const [key, opts] of [
    ['vehicleType', options?.types],
    ['vehicleBrand', options?.brands],
  ] as const) {
    const n = names(q.get(key), opts, lang);
    if (n) parts.push(n);
  }
  const conds = (q.get('condition') ?? '').split(',').filter((c): c is 'new' | 'reconditioned' | 'resale' => c in words && ['new', 'reconditioned', 'resale'].includes(c));
  if (conds.length) parts.push(conds.map((c) => words[c][lang]).join(', '));
  const ranges = q.getAll('predefinedBudget').flatMap((r) => r.split(','));
  const money: string[] = ranges.map((r) => {
    const [lo, hi] = r.split('-');
    return budget(Number(lo) || 0, Number(hi) || 0, lang);
  });
  if (num('minBudget') || num('maxBudget')) money.push(budget(num('minBudget'), num('maxBudget'), lang));
  if (money.length) parts.push(money.join(', ') + (q.get('priceType') === 'installment' ? ` (${words.installment[lang]})` : ''));
  const minYear = num('minYear');
  const maxYear = num('maxYear');
  if (minYear || maxYear) {
    const y = (n: number) => formatNumber(n, lang).replace(/,/g, '');
    parts.push(`${words.model[lang]} ${minYear && maxYear ? `${y(minYear)}–${y(maxYear)}` : minYear ? `${words.from[lang]} ${y(minYear)}` : `${words.upTo[lang]} ${y(maxYear)}`}`);
  }
  const depots = names(q.get('depoLocation'), options?.dep_loc, lang);
  if (depots) parts.push(`${words.at[lang]} ${depots}`);
  for (const [key, opts] of [
    ['fuelType', options?.fuelTypes],
    ['color', options?.colors],
    ['tonnage', options?.tonnage],
  ] as const) {
    const n = names(q.get(key), opts, lang);
    if (n) parts.push(n);
  }
  const seats = num('minSeats');
  if (seats) parts.push(`${formatNumber(seats, lang)}+ ${words.seats[lang]}`);
  const places = q.get('district');
  if (places) {
    parts.push(
      places
        .split(',')
        .map((code) => districtName(districts, code.trim(), lang) || code.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()))
        .join(', '),
    );
  }
  return parts.length ? parts.join(' · ') : words.all[lang];
}

/** savedQueryOf is the list call's parameters as a saved search keeps them: set values only, no defaults, no page. */
export function savedQueryOf(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (k === 'page' || k === 'per_page' || v === undefined || v === null || v === '') continue;
    if ((k === 'priceType' && v === 'cash') || (k === 'sort' && v === 'newest')) continue; // the list's defaults
    if (Array.isArray(v)) for (const item of v) q.append(k, String(item));
    else q.set(k, String(v));
  }
  return q.toString();
}
