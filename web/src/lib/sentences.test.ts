import { describe, expect, it } from 'vitest';
import { joinMessages } from './sentences';

describe('joinMessages', () => {
  it('joins sentences with a space and fragments with a comma', () => {
    expect(joinMessages(['The offer must be at least ৳12,50,000 to beat the highest offer.', 'Please correct the highlighted fields.'], 'en')).toBe(
      'The offer must be at least ৳12,50,000 to beat the highest offer. Please correct the highlighted fields.',
    );
    expect(joinMessages(['Phone number is required', 'Too short'], 'en')).toBe('Phone number is required, Too short.');
  });
  it('ends Bangla with the dari', () => {
    expect(joinMessages(['ফোন নম্বর আবশ্যক', 'চিহ্নিত ঘরগুলো ঠিক করুন।'], 'bn')).toBe('ফোন নম্বর আবশ্যক, চিহ্নিত ঘরগুলো ঠিক করুন।');
    expect(joinMessages(['অফারের সময় শেষ'], 'bn')).toBe('অফারের সময় শেষ।');
  });
  it('copes with nothing', () => {
    expect(joinMessages(['', '  '], 'en')).toBe('');
  });
});
