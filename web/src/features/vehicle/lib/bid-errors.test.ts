import { describe, expect, it } from 'vitest';
import { bidErrorToast, fieldMessages, nextOption } from './bid-errors';

describe('bidErrorToast', () => {
  it('is one text: every field message, then the message, joined as sentences', () => {
    expect(
      bidErrorToast({ phone: ['Phone number is required', 'Too short'], offerAmount: ['The offer amount is required.'] }, 'Please correct the highlighted fields.', 'en'),
    ).toBe('Phone number is required, Too short, The offer amount is required. Please correct the highlighted fields.');
  });
  it('copes with missing errors', () => {
    expect(bidErrorToast(undefined, 'Nope', 'en')).toBe('Nope.');
  });
  it('gives each field its messages', () => {
    expect(fieldMessages({ phone: ['A.', 'B.'], id: 'C.' })).toEqual({ phone: 'A. B.', id: 'C.' });
  });
});

describe('nextOption', () => {
  it('selects, switches and deselects on a second click', () => {
    expect(nextOption('', 'cash')).toBe('cash');
    expect(nextOption('cash', 'installments')).toBe('installments');
    expect(nextOption('installments', 'installments')).toBe('');
  });
});
