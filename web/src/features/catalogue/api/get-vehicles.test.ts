import { describe, expect, it } from 'vitest';
import { normalizePage } from './get-vehicles';

const p = { id: 1, product_slug: 'a', images: [], title: 'A', cash_price: 1, installment_price: 2, bn_translation: { title: '' }, offer_ends_at: '2026-12-31', year: 2020, odometer: 0, depot_id: 0 };

describe('normalizePage', () => {
  it('keeps a pagination object', () => {
    const pagination = { total: 40, per_page: 18, current_page: 2, last_page: 3, from: 19, to: 36, has_more_pages: true };
    expect(normalizePage({ products: [p], pagination }, 2).pagination).toBe(pagination);
  });
  it('reads top-level pagination fields', () => {
    expect(normalizePage({ products: [p], total: 40, current_page: 2 }, 2).pagination).toMatchObject({ total: 40, last_page: 3, current_page: 2 });
  });
  it('copes with only products', () => {
    expect(normalizePage({ products: [p] }, 1).pagination).toMatchObject({ total: 1, last_page: 1 });
    expect(normalizePage({}, 1).products).toEqual([]);
  });
});
