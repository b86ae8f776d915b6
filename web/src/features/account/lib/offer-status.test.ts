import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '@/locales/account';
import { badgeClasses, knownStatus } from './offer-status';

describe('offer status badges (spec §4)', () => {
  it('knows the four statuses, in any case', () => {
    expect(knownStatus('ongoing')).toBe('ongoing');
    expect(knownStatus('Locked')).toBe('locked');
    expect(knownStatus(' lost ')).toBe('lost');
    expect(knownStatus('pending')).toBeNull();
    expect(knownStatus(undefined)).toBeNull();
  });

  it('gives each its own colour and others grey', () => {
    const colours = new Set(['ongoing', 'purchase', 'lost', 'locked'].map(badgeClasses));
    expect(colours.size).toBe(4);
    expect(badgeClasses('pending')).toContain('slate');
    expect(badgeClasses('')).toContain('slate');
  });

  it('labels locked as Winner in both languages', () => {
    expect(i18n.getFixedT('en', 'account')('offers.statuses.locked')).toBe('Winner');
    expect(i18n.getFixedT('bn', 'account')('offers.statuses.locked')).toBe('বিজয়ী');
  });
});
