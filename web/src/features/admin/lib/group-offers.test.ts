import { describe, expect, it } from 'vitest';
import type { AdminOffer } from '../api/types';
import { groupByBuyer } from './group-offers';

const offer = (id: number, vehicle_id: number, phone: string, offer_amount: number) =>
  ({ id, vehicle_id, phone, offer_amount }) as AdminOffer;

describe('groupByBuyer', () => {
  it('keeps one row per buyer and vehicle, led by the first in the list', () => {
    const groups = groupByBuyer([
      offer(1, 7, '01711000001', 900),
      offer(2, 7, '01711000002', 850),
      offer(3, 7, '01711000001', 800),
      offer(4, 8, '01711000001', 700), // the same buyer on another vehicle is another group
      offer(5, 7, '01711000001', 600),
    ]);
    expect(groups.map((g) => g.lead.id)).toEqual([1, 2, 4]);
    expect(groups[0].others.map((o) => o.id)).toEqual([3, 5]);
    expect(groups[1].others).toEqual([]);
  });

  it('is empty for no offers', () => {
    expect(groupByBuyer([])).toEqual([]);
  });
});
