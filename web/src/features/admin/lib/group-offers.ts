import type { AdminOffer } from '../api/types';

/** OfferGroup is one buyer's offers on one vehicle: the lead first, in the list's order. */
export interface OfferGroup {
  lead: AdminOffer;
  others: AdminOffer[];
}

/**
 * groupByBuyer puts each buyer's repeat offers on a vehicle under their
 * first in the list's order — their highest when the desk sorts by amount,
 * their newest when by time — keeping the groups in that order (issue 32:
 * one buyer's six bids read as six buyers).
 */
export function groupByBuyer(offers: AdminOffer[]): OfferGroup[] {
  const groups = new Map<string, OfferGroup>();
  for (const o of offers) {
    const key = `${o.vehicle_id}:${o.phone}`;
    const g = groups.get(key);
    if (g) g.others.push(o);
    else groups.set(key, { lead: o, others: [] });
  }
  return [...groups.values()];
}
