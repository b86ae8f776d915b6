import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice, groupTyped, toLocalDigits } from './format';

describe('formatNumber', () => {
  it('uses Bengali digits and lakh grouping under Bangla', () => {
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber(12345678, 'bn')).toBe('১,২৩,৪৫,৬৭৮');
  });
  it('uses Latin digits and lakh grouping under English', () => {
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(999, 'en')).toBe('999');
  });
});

describe('formatPrice', () => {
  it('puts the taka sign before the amount', () => {
    expect(formatPrice(1234567, 'bn')).toBe('৳১২,৩৪,৫৬৭');
    expect(formatPrice(1234567, 'en')).toBe('৳12,34,567');
    expect(formatPrice(660000, 'en')).toBe('৳6,60,000');
  });
});

describe('toLocalDigits', () => {
  it('rewrites digits only under Bangla', () => {
    expect(toLocalDigits('16758', 'bn')).toBe('১৬৭৫৮');
    expect(toLocalDigits('TRK-2024', 'bn')).toBe('TRK-২০২৪');
    expect(toLocalDigits('16758', 'en')).toBe('16758');
  });
});

describe('formatDate', () => {
  it('writes the short date with a 2-digit year in the active language', () => {
    const d = '2025-04-07T10:00:00Z';
    expect(formatDate(d, 'en')).toBe('07/04/25');
    expect(formatDate(d, 'bn')).toBe('৭/৪/২৫');
  });
  it('returns an empty string for unreadable dates', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('groupTyped', () => {
  it('groups typed digits in lakh, in the language’s digits', () => {
    expect(groupTyped('1950000', 'bn')).toEqual({ digits: '1950000', text: '১৯,৫০,০০০' });
    expect(groupTyped('১৯৫০০০০', 'en')).toEqual({ digits: '1950000', text: '19,50,000' });
    expect(groupTyped('19,50,0001', 'en')).toEqual({ digits: '19500001', text: '1,95,00,001' });
  });
  it('drops what is not a digit, leading zeros and digits past twelve', () => {
    expect(groupTyped('৳ 0012a', 'en')).toEqual({ digits: '12', text: '12' });
    expect(groupTyped('abc', 'bn')).toEqual({ digits: '', text: '' });
    expect(groupTyped('1234567890123456', 'en').digits).toBe('123456789012');
  });
});
