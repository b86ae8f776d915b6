import { describe, expect, it } from 'vitest';
import { dayOf, dayText } from './day-text';

describe('dayText', () => {
  it('writes day/month/year in Bengali digits under Bangla', () => {
    expect(dayText('2026-11-07', 'bn')).toBe('০৭/১১/২০২৬');
  });
  it('writes day/month/year in Latin digits under English', () => {
    expect(dayText('2026-11-07', 'en')).toBe('07/11/2026');
  });
  it('writes nothing for what is no day', () => {
    expect(dayText('', 'bn')).toBe('');
    expect(dayText('11/07/2026', 'en')).toBe('');
  });
});

describe('dayOf', () => {
  it('reads Bengali digits as typed on a Bangla keyboard', () => {
    expect(dayOf('২৭/১১/২০২৬')).toBe('2026-11-27');
  });
  it('reads short day and month and other separators', () => {
    expect(dayOf('1-2-2026')).toBe('2026-02-01');
    expect(dayOf(' 7.11.2026 ')).toBe('2026-11-07');
  });
  it('reads back what dayText wrote', () => {
    expect(dayOf(dayText('2024-02-29', 'bn'))).toBe('2024-02-29');
  });
  it('refuses dates that do not exist and other orders', () => {
    expect(dayOf('31/02/2026')).toBe('');
    expect(dayOf('2026-11-27')).toBe('');
    expect(dayOf('13/13/2026')).toBe('');
    expect(dayOf('')).toBe('');
  });
});
