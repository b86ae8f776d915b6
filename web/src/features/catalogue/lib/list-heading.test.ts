import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { FilterParams } from '@/lib/api-types';
import { listHeading } from './list-heading';
import { parseFilters } from './filters';

const options = {
  types: [{ id: 2, name: 'Truck', bn_translation: { name: 'ট্রাক' } }],
  brands: [{ id: 1, name: 'Tata', bn_translation: { name: 'টাটা' } }],
  fuelTypes: [], dep_loc: [], colors: [], tonnage: [],
} as unknown as FilterParams;
const f = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('the list heading (issue 50)', () => {
  it('names the filter instead of saying all vehicles', () => {
    const en = i18n.getFixedT('en');
    expect(listHeading(en, 'en', {}, f(''), options)).toBe('All vehicles');
    expect(listHeading(en, 'en', {}, f('vehicleType=2'), options)).toBe('Truck');
    expect(listHeading(en, 'en', {}, f('vehicleType=2&vehicleBrand=1'), options)).toBe('Truck · Tata');
    expect(listHeading(en, 'en', { brandName: 'Tata' }, f('vehicleType=2'), options)).toBe('Tata vehicles · Truck');
    expect(listHeading(en, 'en', { query: 'ace' }, f(''), options)).toBe('Results for “ace”');
    const bn = i18n.getFixedT('bn');
    expect(listHeading(bn, 'bn', {}, f('vehicleType=2'), options)).toBe('ট্রাক');
  });
});
