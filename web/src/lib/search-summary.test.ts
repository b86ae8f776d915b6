import { describe, expect, it } from 'vitest';
import type { FilterParams } from './api-types';
import { lakhs, savedQueryOf, searchSummary } from './search-summary';

const options = {
  types: [{ id: 2, name: 'Pickup', bn_translation: { name: 'পিকআপ' } }],
  brands: [{ id: 1, name: 'Tata', bn_translation: { name: 'টাটা' } }],
  fuelTypes: [],
  dep_loc: [{ id: 5, name: 'Dhaka', bn_translation: { name: 'ঢাকা' } }],
  colors: [],
  tonnage: [],
  budgets: [],
} as FilterParams;

describe('searchSummary', () => {
  it('reads the filters out in both languages', () => {
    const q = 'vehicleType=2&vehicleBrand=1&maxBudget=1000000&depoLocation=5&condition=new';
    expect(searchSummary(q, options, 'en')).toBe('Pickup · Tata · New · up to ৳10 lakh · at Dhaka');
    expect(searchSummary(q, options, 'bn')).toBe('পিকআপ · টাটা · নতুন · সর্বোচ্চ ৳১০ লাখ · ডিপো: ঢাকা');
  });
  it('names a text search, ranges and years', () => {
    expect(searchSummary('query=tata&predefinedBudget=660000-860000&minYear=2018&priceType=installment', options, 'en')).toBe(
      '“tata” · ৳6.6 lakh–৳8.6 lakh (installment) · model from 2018',
    );
    expect(searchSummary('', options, 'bn')).toBe('সব গাড়ি');
  });
  it('names districts in the language, not by their codes', () => {
    const districts = [
      { code: 'coxs-bazar', name: "Cox's Bazar", name_bn: 'কক্সবাজার' },
      { code: 'cumilla', name: 'Cumilla', name_bn: 'কুমিল্লা' },
    ];
    const q = 'vehicleType=2&district=coxs-bazar,cumilla';
    expect(searchSummary(q, options, 'bn', districts)).toBe('পিকআপ · কক্সবাজার, কুমিল্লা');
    expect(searchSummary(q, options, 'en', districts)).toBe("Pickup · Cox's Bazar, Cumilla");
    // Before the list has come, the code is read as words (never shown raw).
    expect(searchSummary('district=coxs-bazar', options, 'en')).toBe('Coxs bazar');
  });
  it('writes lakhs', () => {
    expect(lakhs(1_066_000, 'en')).toBe('৳10.7 lakh');
    expect(lakhs(1_500_000, 'bn')).toBe('৳১৫ লাখ');
  });
  it('keeps set values, not the page', () => {
    expect(savedQueryOf({ vehicleType: '2', brandSlug: undefined, page: 3, per_page: 18, minBudget: null, predefinedBudget: ['1-2', '3-'], sort: 'newest', priceType: 'cash' })).toBe(
      'vehicleType=2&predefinedBudget=1-2&predefinedBudget=3-',
    );
  });
});
