/** Bangladesh is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

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

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the window has closed (or the date is unreadable). */
  closed: boolean;
}

/** timeLeft splits what remains until closesAt into days, hours, minutes, seconds. */
export function timeLeft(closesAt: number | null, now: number): TimeLeft {
  if (closesAt === null || now >= closesAt) return { days: 0, hours: 0, minutes: 0, seconds: 0, closed: true };
  let s = Math.floor((closesAt - now) / 1000);
  const days = Math.floor(s / 86400);
  s -= days * 86400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60, closed: false };
}
