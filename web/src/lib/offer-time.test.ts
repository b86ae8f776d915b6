import { describe, expect, it } from 'vitest';
import { offerClosesAt, offerStanding } from './offer-time';

describe('offerClosesAt', () => {
  it('is the end of the day in Dhaka (UTC+6)', () => {
    expect(offerClosesAt('2026-12-31')).toBe(Date.parse('2026-12-31T18:00:00Z'));
    expect(offerClosesAt('nonsense')).toBeNull();
  });
});

describe('offerStanding', () => {
  const ends = '2026-12-31';
  it('is open to the last second of the last day in Dhaka', () => {
    expect(offerStanding(ends, Date.parse('2026-12-31T17:59:59Z'))).toEqual({ closed: false, hours: 1 });
    expect(offerStanding(ends, Date.parse('2026-12-31T18:00:00Z'))).toEqual({ closed: true });
  });
  it('counts hours on the last day and whole days before', () => {
    expect(offerStanding(ends, Date.parse('2026-12-31T06:30:00Z'))).toEqual({ closed: false, hours: 11 });
    expect(offerStanding(ends, Date.parse('2026-12-30T18:00:00Z'))).toEqual({ closed: false, days: 1 });
    expect(offerStanding(ends, Date.parse('2026-12-20T12:00:00Z'))).toEqual({ closed: false, days: 11 });
  });
  it('says nothing of an unreadable date', () => {
    expect(offerStanding(undefined, 0)).toBeNull();
  });
});
