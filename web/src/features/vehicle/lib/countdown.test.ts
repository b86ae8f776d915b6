import { describe, expect, it } from 'vitest';
import { offerClosesAt } from '@/lib/offer-time';
import { timeLeft } from './countdown';

describe('offerClosesAt', () => {
  it('is the end of the day in Asia/Dhaka (UTC+6)', () => {
    // 2025-05-10 ends at 2025-05-11 00:00 in Dhaka = 2025-05-10 18:00 UTC.
    expect(offerClosesAt('2025-05-10')).toBe(Date.parse('2025-05-10T18:00:00Z'));
  });
  it('handles month and year ends', () => {
    expect(offerClosesAt('2025-12-31')).toBe(Date.parse('2025-12-31T18:00:00Z'));
  });
  it('is null for unreadable dates', () => {
    expect(offerClosesAt('')).toBeNull();
    expect(offerClosesAt(undefined)).toBeNull();
  });
});

describe('timeLeft', () => {
  const closes = Date.parse('2025-05-10T18:00:00Z');
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = closes - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 300;
    expect(timeLeft(closes, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, closed: false });
  });
  it('counts the last second', () => {
    expect(timeLeft(closes, closes - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, closed: false });
  });
  it('is closed at and after the end', () => {
    expect(timeLeft(closes, closes).closed).toBe(true);
    expect(timeLeft(closes, closes + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, closed: true });
    expect(timeLeft(null, 0).closed).toBe(true);
  });
  it('a day ending in Dhaka is still open at 23:59 Dhaka time', () => {
    const at2359Dhaka = Date.parse('2025-05-10T17:59:00Z');
    expect(timeLeft(offerClosesAt('2025-05-10'), at2359Dhaka)).toMatchObject({ minutes: 1, closed: false });
  });
});
