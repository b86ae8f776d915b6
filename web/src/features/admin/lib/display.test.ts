import { describe, expect, it } from 'vitest';
import { knownKm, nameIn } from './display';

// Issue 50: the back office in Bangla showed "DongFeng · Truck", and a
// blank odometer as "0".
describe('the back office shows', () => {
  const brands = [{ name: 'DongFeng', bn_translation: { name: 'ডংফেং' } }, { name: 'Tata', bn_translation: null }];

  it('a brand or type in the reader language, by its English name', () => {
    expect(nameIn(brands, 'DongFeng', 'bn')).toBe('ডংফেং');
    expect(nameIn(brands, 'DongFeng', 'en')).toBe('DongFeng');
    expect(nameIn(brands, 'Tata', 'bn')).toBe('Tata'); // no Bangla name: the English one
    expect(nameIn(undefined, 'DongFeng', 'bn')).toBe('DongFeng'); // lookups not loaded yet
  });

  it('a blank odometer as "—", a reading in the language digits', () => {
    expect(knownKm('0', 'bn')).toBe('—');
    expect(knownKm('', 'en')).toBe('—');
    expect(knownKm(undefined, 'en')).toBe('—');
    expect(knownKm('120000', 'bn')).toBe('১,২০,০০০');
    expect(knownKm(45000, 'en')).toBe('45,000');
  });
});
