import { describe, expect, it } from 'vitest';
import { isValidOtp, normalizeOtp, normalizePhone, phoneProblem } from './phone';

describe('phone and code checks (spec §5)', () => {
  it('requires a phone number', () => {
    expect(phoneProblem('')).toBe('phoneRequired');
    expect(phoneProblem('   ')).toBe('phoneRequired');
  });

  it('wants exactly 11 digits', () => {
    expect(phoneProblem('0171234567')).toBe('phoneLength');
    expect(phoneProblem('017123456789')).toBe('phoneLength');
    expect(phoneProblem('0171234567a')).toBe('phoneLength');
    expect(phoneProblem('01712345678')).toBeNull();
  });

  it('accepts Bengali digits, spaces and dashes', () => {
    expect(normalizePhone('০১৭১২-৩৪৫ ৬৭৮')).toBe('01712345678');
    expect(phoneProblem('০১৭১২৩৪৫৬৭৮')).toBeNull();
  });

  it('keeps four digits of a code', () => {
    expect(normalizeOtp('১২৩৪')).toBe('1234');
    expect(normalizeOtp(' 12-345 ')).toBe('1234');
    expect(isValidOtp('1234')).toBe(true);
    expect(isValidOtp('123')).toBe(false);
  });
});
