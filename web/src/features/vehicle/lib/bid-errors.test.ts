import { describe, expect, it } from 'vitest';
import { bidErrorToasts, nextOption } from './bid-errors';

describe('bidErrorToasts', () => {
  it('joins each field’s messages with commas, then adds the message', () => {
    expect(
      bidErrorToasts({ phone: ['Phone number is required', 'Too short'], offerAmount: ['The offer amount is required.'] }, 'Please correct the highlighted fields.'),
    ).toEqual(['Phone number is required, Too short', 'The offer amount is required.', 'Please correct the highlighted fields.']);
  });
  it('copes with missing errors', () => {
    expect(bidErrorToasts(undefined, 'Nope')).toEqual(['Nope']);
  });
});

describe('nextOption', () => {
  it('selects, switches and deselects on a second click', () => {
    expect(nextOption('', 'cash')).toBe('cash');
    expect(nextOption('cash', 'installments')).toBe('installments');
    expect(nextOption('installments', 'installments')).toBe('');
  });
});
