/** Bangladesh is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * offerClosesAt is the instant (ms since epoch) the offer window closes: the
 * end of the offer_ends_at day (YYYY-MM-DD) in Asia/Dhaka. null if unreadable.
 */
export function offerClosesAt(offerEndsAt: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(offerEndsAt ?? '');
  if (!m) return null;
  const [, y, mo, d] = m.map(Number);
  // Midnight starting the next day in Dhaka, expressed in UTC.
  return Date.UTC(y, mo - 1, d + 1) - DHAKA_OFFSET_MS;
}

/** OfferStanding is what a card says of an offer: closed, or whole days or hours left. */
export type OfferStanding = { closed: true } | { closed: false; days: number } | { closed: false; hours: number };

/**
 * offerStanding reads a card's offer_ends_at at now: closed once its day
 * ended in Dhaka; hours left (at least 1) on its last 24 hours; days left
 * (rounded down) before. null when the date is unreadable.
 */
export function offerStanding(offerEndsAt: string | null | undefined, now: number): OfferStanding | null {
  const closes = offerClosesAt(offerEndsAt);
  if (closes === null) return null;
  const left = closes - now;
  if (left <= 0) return { closed: true };
  if (left < 24 * HOUR_MS) return { closed: false, hours: Math.max(1, Math.floor(left / HOUR_MS)) };
  return { closed: false, days: Math.floor(left / (24 * HOUR_MS)) };
}
