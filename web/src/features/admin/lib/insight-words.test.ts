import { describe, expect, it } from 'vitest';
import { savedSearchWords } from './insight-words';

const t = (key: string, opts?: Record<string, string>) => (opts?.price ? `${key}(${opts.price})` : key);

describe('savedSearchWords', () => {
  it('says text, condition, type and budget in that order', () => {
    expect(savedSearchWords('condition=new&maxBudget=300000&query=ape&vehicleType=4', t, 'en', (id) => `type ${id}`)).toBe(
      '“ape” · insights.condition.new · type 4 · insights.under(৳3,00,000)',
    );
  });
  it('writes the budget in Bengali digits under Bangla', () => {
    expect(savedSearchWords('maxBudget=300000', t, 'bn', () => '')).toBe('insights.under(৳৩,০০,০০০)');
  });
  it('falls back to the query when it says nothing it knows', () => {
    expect(savedSearchWords('sort=price_asc', t, 'en', () => '')).toBe('sort=price_asc');
  });
});
