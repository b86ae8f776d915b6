import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

describe('amountInWords', () => {
  it('says an amount in lakh and thousand, in Bangla and English', () => {
    expect(amountInWords(1_950_000, 'bn')).toBe('উনিশ লাখ পঞ্চাশ হাজার টাকা');
    expect(amountInWords(1_950_000, 'en')).toBe('nineteen lakh fifty thousand taka');
  });
  it('names crores, hundreds and the irregular Bangla numbers', () => {
    expect(amountInWords(12_345_678, 'bn')).toBe('এক কোটি তেইশ লাখ পঁয়তাল্লিশ হাজার ছয়শো আটাত্তর টাকা');
    expect(amountInWords(12_345_678, 'en')).toBe('one crore twenty-three lakh forty-five thousand six hundred seventy-eight taka');
    expect(amountInWords(99, 'bn')).toBe('নিরানব্বই টাকা');
    expect(amountInWords(29, 'bn')).toBe('ঊনত্রিশ টাকা');
    expect(amountInWords(1_000_000_000, 'bn')).toBe('একশো কোটি টাকা');
    expect(amountInWords(1_000_000_000, 'en')).toBe('one hundred crore taka');
    expect(amountInWords(100_001, 'en')).toBe('one lakh one taka');
    expect(amountInWords(0, 'en')).toBe('zero taka');
  });
  it('says nothing for what is not a whole amount', () => {
    expect(amountInWords(-5, 'en')).toBe('');
    expect(amountInWords(1.5, 'bn')).toBe('');
    expect(amountInWords(Number.NaN, 'bn')).toBe('');
  });
});
