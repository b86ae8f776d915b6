import { describe, expect, it } from 'vitest';
import type { SellerVehicle } from '../api/my-vehicles';
import { ELSEWHERE, EMPTY_FORM, firstStepWithError, firstUnfinished, formOf, inputOf, OTHER } from './form';

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

describe('a seller outside the lists', () => {
  it('sends a typed brand and a district only when Other and Elsewhere are chosen', () => {
    const f = { ...EMPTY_FORM, brand_id: OTHER, brand_other: ' Dongfeng ', depot_location_id: ELSEWHERE, district: 'cumilla', area: ' Chauddagram ' };
    expect(inputOf(f)).toMatchObject({ brand_id: 0, brand_other: 'Dongfeng', depot_location_id: null, district: 'cumilla', area: 'Chauddagram' });
    expect(inputOf({ ...f, brand_id: '7', depot_location_id: '2' })).toMatchObject({ brand_id: 7, brand_other: '', depot_location_id: 2, district: '', area: '' });
    const back = formOf({ ...saved, brand_other: 'Dongfeng', depot_location_id: null, district: 'cumilla', area: 'Chauddagram' }, 'en');
    expect(back).toMatchObject({ brand_id: OTHER, brand_other: 'Dongfeng', depot_location_id: ELSEWHERE, district: 'cumilla' });
  });
  it('continues a draft at its first unfinished step', () => {
    const whole = { ...saved, images: [{ id: 1, url: '/media/a.jpg' }] } as unknown as SellerVehicle;
    expect(firstUnfinished(whole)).toBe('review');
    expect(firstUnfinished({ ...whole, images: [] })).toBe('photos');
    expect(firstUnfinished({ ...whole, cash_price: null })).toBe('price');
    expect(firstUnfinished({ ...whole, depot_location_id: null, district: '' })).toBe('details');
    expect(firstUnfinished({ ...whole, depot_location_id: null, district: 'cumilla' })).toBe('review');
    expect(firstUnfinished({ ...whole, brand_id: 0, brand_other: 'Dongfeng', model: '' })).toBe('vehicle');
  });
});
