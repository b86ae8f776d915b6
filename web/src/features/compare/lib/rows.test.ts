import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { Vehicle } from '@/lib/api-types';
import { compareRows } from './rows';

const vehicle = (over: Partial<Vehicle>): Vehicle =>
  ({
    id: 1, product_slug: 'a', title: 'A', cash_price: 1_000_000, installment_price: 1_200_000, year: 2020, condition: 'resale',
    finance: { min_down_percent: 20, months: [12, 24], bank_rate_percent: 12 },
    specifications: { odometer: '45,000 km', tonnage: '', depot_location: 'Gazipur', registration_documents: 'on' },
    features: { safety: ['ABS'] }, bn_translation: { features: { safety: ['এবিএস'] } },
    ...over,
  }) as Vehicle;

describe('compareRows', () => {
  const t = i18n.getFixedT('en');
  it('marks the rows that differ and only those', () => {
    const rows = compareRows([vehicle({}), vehicle({ id: 2, year: 2022 })], t, 'en');
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(by.year).toMatchObject({ values: ['2020', '2022'], differs: true });
    expect(by.cash).toMatchObject({ values: ['৳10,00,000', '৳10,00,000'], differs: false });
    // 20 % of ৳12,00,000 down, the rest over the longest plan, 24 months: ৳40,000.
    expect(by.monthly.values[0]).toBe('৳40,000 × 24 months, 20% down');
    expect(by['features.safety'].values).toEqual(['ABS', 'ABS']);
  });
  it('speaks Bangla with Bengali digits and the Bangla feature names', () => {
    const rows = compareRows([vehicle({})], i18n.getFixedT('bn'), 'bn');
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(by.year.values).toEqual(['২০২০']);
    expect(by['features.safety'].values).toEqual(['এবিএস']);
  });
  it('keeps a column for a vehicle not loaded, which never makes a row differ', () => {
    const rows = compareRows([vehicle({}), undefined, vehicle({ id: 3 })], t, 'en');
    expect(rows.find((r) => r.key === 'year')).toMatchObject({ values: ['2020', '', '2020'], differs: false });
  });
});
