import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { axleLabel, technicalRows } from './technical';

// A t that writes the key and its n, so the test reads what the rows ask for.
const t = ((key: string, o?: { n?: string }) => (o?.n ? `${key}:${o.n}` : key)) as unknown as TFunction;

describe('technical rows', () => {
  it('show only what is known, in the reader digits, with units', () => {
    const rows = technicalRows({ gvw_kg: 16_200, engine_power_hp: 130, axle_config: '4x2', seats: 0 }, t, 'en');
    expect(rows).toEqual([
      ['technical.gvw', 'technical.kg:16,200'],
      ['technical.power', 'technical.hp:130'],
      ['technical.axles', '4×2'],
    ]);
    const bn = technicalRows({ gvw_kg: 16_200, axle_config: '6x4', seats: 40 }, t, 'bn');
    expect(bn).toEqual([
      ['technical.gvw', 'technical.kg:১৬,২০০'],
      ['technical.axles', '৬×৪'],
      ['technical.seats', '৪০'],
    ]);
  });

  it('are none for a vehicle without figures (no N/A rows)', () => {
    expect(technicalRows(undefined, t, 'en')).toEqual([]);
    expect(technicalRows({}, t, 'bn')).toEqual([]);
  });

  it('write axle configurations as the trade does', () => {
    expect(axleLabel('10x4', 'en')).toBe('10×4');
    expect(axleLabel('10x4', 'bn')).toBe('১০×৪');
  });
});
