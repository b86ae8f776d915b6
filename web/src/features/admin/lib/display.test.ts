import { describe, expect, it } from 'vitest';
import { isDeletedPhone, knownKm, nameIn, readerLine } from './display';

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

// hB's walk: the read audit showed ten identical lines (a date without a time, Latin digits in Bangla).
describe('a thread reader line', () => {
  const r = { name: '', phone: '01700000000', at: '2026-11-27T11:26:13Z' };
  it('says the minute, in Dhaka time, and the phone in the reader’s digits', () => {
    expect(readerLine(r, 'Owner', 'en')).toBe('01700000000 (Owner) · 27/11/2026, 17:26');
    const bn = readerLine(r, 'মালিক', 'bn');
    expect(bn).toContain('০১৭০০০০০০০০ (মালিক)');
    expect(bn).toMatch(/৫:২৬|১৭:২৬/);
  });
  it('tells two openings a minute apart apart', () => {
    expect(readerLine(r, 'Owner', 'en')).not.toBe(readerLine({ ...r, at: '2026-11-27T11:27:13Z' }, 'Owner', 'en'));
  });
});

describe('a deleted account’s tombstone', () => {
  it('is told from a phone number', () => {
    expect(isDeletedPhone('deleted:42')).toBe(true);
    expect(isDeletedPhone('01711000000')).toBe(false);
    expect(isDeletedPhone(undefined)).toBe(false);
  });
});
