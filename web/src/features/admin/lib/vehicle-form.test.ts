import { describe, expect, it } from 'vitest';
import { asciiDigits, emptyVehicleForm, planOf, serverField, toForm, toInput, vehicleFormSchema } from './vehicle-form';

describe('vehicle form', () => {
  it('reads Bengali digits and lakh grouping in prices', () => {
    expect(asciiDigits('১২,৫০,০০০')).toBe('1250000');
    const f = { ...emptyVehicleForm(), title: 'Tata', brand_id: '1', type_id: '2', cash_price: '১২,৫০,০০০', installment_price: '1400000' };
    const parsed = vehicleFormSchema.parse(f);
    expect(parsed.cash_price).toBe('1250000');
    expect(toInput(parsed).cash_price).toBe(1250000);
  });

  it('refuses what the server would refuse', () => {
    const r = vehicleFormSchema.safeParse({ ...emptyVehicleForm(), cash_price: '0' });
    expect(r.success).toBe(false);
    const fields = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['title', 'cash_price', 'brand_id', 'type_id']));
    expect(fields).not.toContain('installment_price'); // empty: cash only
  });

  it('keeps a cash-only vehicle cash only: no installment shows empty and saves as none', () => {
    const input = toInput(
      vehicleFormSchema.parse({ ...emptyVehicleForm(), title: 'T', brand_id: '3', type_id: '1', cash_price: '900000', installment_price: '' }),
    );
    const stored = { ...input, id: 1, product_slug: 't-1', tracking_id: null, total_bid: 0, images: [], created_at: '', updated_at: '', status: 'published', condition: 'resale' } as Parameters<typeof toForm>[0];
    const f = toForm(stored, 'en');
    expect(f.installment_price).toBe('');
    const parsed = vehicleFormSchema.parse({ ...f, title: 'T', brand_id: '1', type_id: '1', cash_price: '900000' });
    expect(toInput(parsed).installment_price).toBe(0);
    expect(vehicleFormSchema.safeParse({ ...f, title: 'T', brand_id: '1', type_id: '1', cash_price: '900000', installment_price: '0' }).success).toBe(false);
  });

  it('keeps features and their Bangla names aligned by line', () => {
    const f = vehicleFormSchema.parse({
      ...emptyVehicleForm(), title: 'T', brand_id: '1', type_id: '1', cash_price: '1', installment_price: '1',
      features: { ...emptyVehicleForm().features, safety: 'ABS\n\n Airbags ' },
      features_bn: { ...emptyVehicleForm().features_bn, safety: 'এবিএস\nএয়ারব্যাগ\nবাড়তি' },
    });
    const input = toInput(f);
    expect(input.features).toEqual({ safety: ['ABS', 'Airbags'] });
    expect(input.bn_translation?.features).toEqual({ safety: ['এবিএস', 'এয়ারব্যাগ'] });
    expect(input.body_type_id).toBeNull();
  });

  it('round-trips a stored vehicle', () => {
    const input = toInput(
      vehicleFormSchema.parse({ ...emptyVehicleForm(), title: 'T', brand_id: '3', type_id: '1', cash_price: '5', installment_price: '6', color_id: '7', odometer: '১২০০' }),
    );
    const stored = { ...input, id: 1, product_slug: 't-1', tracking_id: null, total_bid: 0, images: [], created_at: '', updated_at: '', status: 'draft', condition: 'new' } as Parameters<typeof toForm>[0];
    const again = toInput(vehicleFormSchema.parse(toForm(stored)));
    expect(again).toEqual(input);
    expect(again.specifications?.odometer).toBe('1200');
  });

  it('shows a stored vehicle’s numbers in Bengali digits under Bangla, and saves them the same', () => {
    const input = toInput(
      vehicleFormSchema.parse({
        ...emptyVehicleForm(), title: 'T', brand_id: '3', type_id: '12', cash_price: '2500000', installment_price: '2900000', year: '2020',
        odometer: '12000', gvw_kg: '16200', seats: '3', axle_config: '4x2',
      }),
    );
    const stored = { ...input, id: 1, product_slug: 't-1', tracking_id: null, total_bid: 0, images: [], created_at: '', updated_at: '', status: 'draft', condition: 'new' } as Parameters<typeof toForm>[0];
    const bn = toForm(stored, 'bn');
    expect([bn.cash_price, bn.year, bn.odometer, bn.gvw_kg, bn.seats]).toEqual(['২৫০০০০০', '২০২০', '১২০০০', '১৬২০০', '৩']);
    expect([bn.type_id, bn.axle_config]).toEqual(['12', '4x2']); // a select's value stays its id
    expect(toInput(vehicleFormSchema.parse(bn))).toEqual(input);
    expect(toForm(stored).cash_price).toBe('2500000');
  });

  it('maps server field names onto the editor', () => {
    expect(serverField('bn_translation.title')).toBe('title_bn');
    expect(serverField('bn_translation.features.safety')).toBe('features_bn.safety');
    expect(serverField('cash_price')).toBe('cash_price');
  });
});

describe('the vehicle’s own installment plan', () => {
  it('is null when its three fields are empty (the site’s plan), a plan otherwise, in either script', () => {
    expect(planOf('', ' ', '')).toBeNull();
    expect(planOf('২৫', '১২, ২৪ ৩৬', '১২.৫')).toEqual({ min_down_percent: 25, months: [12, 24, 36], bank_rate_percent: 12.5 });
  });
  it('goes to the server as the editor shows it and back (an editor save never drops it)', () => {
    const input = toInput(
      vehicleFormSchema.parse({ ...emptyVehicleForm(), title: 'T', brand_id: '3', type_id: '1', cash_price: '5', installment_price: '6' }),
    );
    const base = { ...input, id: 1, product_slug: 't-1', tracking_id: null, total_bid: 0, images: [], created_at: '', updated_at: '', status: 'draft', condition: 'new' };
    const finance = { min_down_percent: 30, months: [6, 12], bank_rate_percent: 11 };
    const own = toInput(vehicleFormSchema.parse(toForm({ ...base, finance } as Parameters<typeof toForm>[0])));
    expect(own.finance).toEqual(finance);
    const site = toInput(vehicleFormSchema.parse(toForm({ ...base, finance: null } as Parameters<typeof toForm>[0])));
    expect(site.finance).toBeNull();
  });
});
