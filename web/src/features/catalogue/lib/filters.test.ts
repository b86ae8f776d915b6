import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyCustomBudget,
  budgetPresets,
  EMPTY_FILTERS,
  filtersToSearch,
  parseBudget,
  parseFilters,
  PREDEFINED_BUDGETS,
  rangeKey,
  setMinSeats,
  setPriceType,
  setYears,
  toApiParams,
  toggleCondition,
  toggleDistrict,
  toggleId,
  togglePredefinedBudget,
} from './filters';

describe('predefined budgets', () => {
  it('are the four ranges of the spec, the last without an upper bound', () => {
    expect(PREDEFINED_BUDGETS.map(rangeKey)).toEqual([
      '660000-860000',
      '860000-1066000',
      '1066000-1666000',
      '1666000-',
    ]);
  });

  it('choosing a range clears the custom budget and goes to page 1', () => {
    const f = { ...EMPTY_FILTERS, minBudget: 100, maxBudget: 900_000, page: 3 };
    const next = togglePredefinedBudget(f, '660000-860000');
    expect(next.predefinedBudget).toEqual(['660000-860000']);
    expect(next.minBudget).toBeNull();
    expect(next.maxBudget).toBeNull();
    expect(next.page).toBe(1);
  });

  it('several ranges can be chosen and unchosen', () => {
    let f = togglePredefinedBudget(EMPTY_FILTERS, '660000-860000');
    f = togglePredefinedBudget(f, '1666000-');
    expect(f.predefinedBudget).toEqual(['660000-860000', '1666000-']);
    f = togglePredefinedBudget(f, '660000-860000');
    expect(f.predefinedBudget).toEqual(['1666000-']);
  });
});

describe('custom budget', () => {
  it('refuses min greater than max and keeps the state', () => {
    const res = applyCustomBudget(EMPTY_FILTERS, '900000', '800000');
    expect(res).toEqual({ ok: false, error: 'minGreaterThanMax' });
  });

  it('parses integers, clears predefined ranges and resets the page', () => {
    const f = { ...EMPTY_FILTERS, predefinedBudget: ['660000-860000'], page: 4 };
    const res = applyCustomBudget(f, '7,00,000', '900000.75');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.filters.minBudget).toBe(700000);
    expect(res.filters.maxBudget).toBe(900000);
    expect(res.filters.predefinedBudget).toEqual([]);
    expect(res.filters.page).toBe(1);
  });

  it('accepts only one bound, and equal bounds', () => {
    expect(applyCustomBudget(EMPTY_FILTERS, '', '500000').ok).toBe(true);
    expect(applyCustomBudget(EMPTY_FILTERS, '500000', '500000').ok).toBe(true);
  });

  it('reads Bengali digits', () => {
    expect(parseBudget('৭০০০০০')).toBe(700000);
    expect(parseBudget('')).toBeNull();
    expect(parseBudget('abc')).toBeNull();
  });
});

describe('URL state', () => {
  it('round-trips through the query string', () => {
    const f = {
      ...EMPTY_FILTERS,
      vehicleType: ['2', '3'],
      color: ['5'],
      predefinedBudget: ['660000-860000', '1666000-'],
      priceType: 'installment' as const,
      page: 2,
    };
    const sp = filtersToSearch(f);
    expect(sp.toString()).toBe(
      'vehicleType=2%2C3&color=5&predefinedBudget=660000-860000&predefinedBudget=1666000-&priceType=installment&page=2',
    );
    expect(parseFilters(sp)).toEqual(f);
  });

  it('drops junk from the URL', () => {
    const f = parseFilters(new URLSearchParams('vehicleType=1,x,1&predefinedBudget=lakh-2&page=-4&sort=bogus'));
    expect(f.vehicleType).toEqual(['1']);
    expect(f.predefinedBudget).toEqual([]);
    expect(f.page).toBe(1);
    expect(f.sort).toBe('newest');
  });

  it('every filter change goes back to page 1', () => {
    const f = { ...EMPTY_FILTERS, page: 5 };
    expect(toggleId(f, 'vehicleBrand', '1').page).toBe(1);
    expect(setPriceType(f, 'installment').page).toBe(1);
  });

  it('builds the API query with 18 per page', () => {
    const f = { ...EMPTY_FILTERS, vehicleBrand: ['1', '2'], predefinedBudget: ['1666000-'] };
    expect(toApiParams(f, { query: 'truck' })).toMatchObject({
      vehicleBrand: '1,2',
      predefinedBudget: ['1666000-'],
      priceType: 'cash',
      query: 'truck',
      page: 1,
      per_page: 18,
    });
    expect(activeFilterCount(f)).toBe(3);
  });
});

describe('condition and model year', () => {
  it('round-trip through the address and reach the API', () => {
    const f = parseFilters(new URLSearchParams('condition=resale,bogus,new&minYear=২০১৫&maxYear=1800'));
    expect(f.condition).toEqual(['resale', 'new']);
    expect(f.minYear).toBe(2015);
    expect(f.maxYear).toBeNull();
    expect(filtersToSearch(f).toString()).toBe('condition=resale%2Cnew&minYear=2015');
    expect(toApiParams(f, {})).toMatchObject({ condition: 'resale,new', minYear: 2015, maxYear: null });
    expect(activeFilterCount(f)).toBe(3);
  });

  it('toggle and set back to page 1; a reversed year range is swapped', () => {
    const f = toggleCondition({ ...EMPTY_FILTERS, page: 3 }, 'reconditioned');
    expect(f).toMatchObject({ condition: ['reconditioned'], page: 1 });
    expect(toggleCondition(f, 'reconditioned').condition).toEqual([]);
    expect(setYears(EMPTY_FILTERS, '2022', '২০১৮')).toMatchObject({ minYear: 2018, maxYear: 2022, page: 1 });
  });
});


describe('budget presets from the catalogue (issue 50)', () => {
  const budgets = [
    { type_id: 0, ranges: [{ min: 0, max: 1_000_000 }, { min: 1_000_000, max: 3_000_000 }, { min: 3_000_000, max: 0 }] },
    { type_id: 4, ranges: [{ min: 0, max: 500_000 }, { min: 500_000, max: 0 }] },
  ];

  it('are the catalogue ranges, the last without an upper bound', () => {
    expect(budgetPresets(budgets, []).map(rangeKey)).toEqual(['0-1000000', '1000000-3000000', '3000000-']);
  });

  it('follow the one chosen type, so three-wheelers are not all below the lowest', () => {
    expect(budgetPresets(budgets, ['4']).map(rangeKey)).toEqual(['0-500000', '500000-']);
    expect(budgetPresets(budgets, ['4', '1']).map(rangeKey)).toEqual(['0-1000000', '1000000-3000000', '3000000-']);
    expect(budgetPresets(budgets, ['9']).map(rangeKey)).toEqual(['0-1000000', '1000000-3000000', '3000000-']);
  });

  it('fall back to the fixed bands until the server sends them', () => {
    expect(budgetPresets(undefined, [])).toEqual(PREDEFINED_BUDGETS);
  });

  it('a chosen preset survives the URL, whatever its bounds', () => {
    const f = parseFilters(new URLSearchParams('predefinedBudget=0-500000&predefinedBudget=junk'));
    expect(f.predefinedBudget).toEqual(['0-500000']);
  });
});

describe('payload, seats and district filters', () => {
  it('read from and write to the URL and the API', () => {
    const f = parseFilters(new URLSearchParams('tonnage=3,4&minSeats=৩০&district=dhaka,cumilla,BAD'));
    expect(f.tonnage).toEqual(['3', '4']);
    expect(f.minSeats).toBe(30);
    expect(f.district).toEqual(['dhaka', 'cumilla']);
    expect(filtersToSearch(f).toString()).toBe('tonnage=3%2C4&district=dhaka%2Ccumilla&minSeats=30');
    const api = toApiParams(f, {});
    expect(api.tonnage).toBe('3,4');
    expect(api.district).toBe('dhaka,cumilla');
    expect(api.minSeats).toBe(30);
    expect(activeFilterCount(f)).toBe(5);
  });

  it('refuse a seat count out of range and go back to page 1 on a change', () => {
    expect(parseFilters(new URLSearchParams('minSeats=500')).minSeats).toBeNull();
    const f = { ...EMPTY_FILTERS, page: 3 };
    expect(setMinSeats(f, 12)).toMatchObject({ minSeats: 12, page: 1 });
    expect(toggleDistrict(toggleDistrict(f, 'sylhet'), 'sylhet')).toMatchObject({ district: [], page: 1 });
  });
});
