import { describe, expect, it } from 'vitest';
import type { SellerVehicle } from '../api/my-vehicles';
import { EMPTY_FORM, firstStepWithError, formOf, inputOf } from './form';

const saved = {
  type_id: 3,
  brand_id: 7,
  model: 'Canter',
  year: 2019,
  condition: 'resale',
  odometer: 125000,
  registration_number: 'ঢাকা মেট্রো ন ১১-২২৩৩',
  registration_documents: true,
  depot_location_id: 2,
  cash_price: 1850000,
  installment_price: null,
  description: 'Good tyres',
} as unknown as SellerVehicle;

describe('the listing form', () => {
  it('shows a saved listing in the reader’s digits and sends it back as typed', () => {
    const f = formOf(saved, 'bn');
    expect(f.cash_price).toBe('১৮৫০০০০');
    expect(f.year).toBe('২০১৯');
    expect(f.installment_price).toBe('');
    const input = inputOf({ ...f, installment_price: ' ১২,৫০,০০০ ' });
    expect(input).toMatchObject({ type_id: 3, brand_id: 7, cash_price: '১৮৫০০০০', installment_price: '১২,৫০,০০০', depot_location_id: 2 });
  });
  it('sends an unchosen list as empty, not as a made-up id', () => {
    expect(inputOf(EMPTY_FORM)).toMatchObject({ type_id: 0, brand_id: 0, depot_location_id: null, condition: '' });
  });
  it('takes the seller back to the earliest step with a marked field', () => {
    expect(firstStepWithError({ cash_price: ['required'], model: ['required'] })).toBe('vehicle');
    expect(firstStepWithError({ images: ['add one'] })).toBe('photos');
    expect(firstStepWithError({ depot_location_id: [] })).toBe(null);
  });
});
