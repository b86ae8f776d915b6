import type { BidOption } from '../api/send-bid-offer';

/**
 * A guest's offer waiting for its SMS code. Kept in sessionStorage (this tab
 * only, gone when it closes) so a reload during the code step comes back to
 * the code step: the code already sent is still good, and the same
 * submission key makes the confirmed offer one offer.
 */
export interface PendingBid {
  vehicleId: number;
  option: BidOption;
  phone: string;
  /** ASCII digits, as sent. */
  amount: string;
  submission: string;
  /** When the code was asked for (ms): a code outlives its SMS by minutes, not hours. */
  at: number;
}

const KEY = 'garihaat.pendingBid';
// A code is valid for 5 minutes (the server's CodeTTL); after that the step
// is worth nothing and the buyer starts over with the offer filled in.
const MAX_AGE_MS = 5 * 60 * 1000;

/** savePendingBid remembers the offer the code step confirms. */
export function savePendingBid(p: PendingBid): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    /* storage off: a reload simply starts over */
  }
}

/** pendingBid is the remembered offer for vehicleId still within its code's life, else null. */
export function pendingBid(vehicleId: number, now = Date.now()): PendingBid | null {
  try {
    const p = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingBid | null;
    if (!p || p.vehicleId !== vehicleId || !(now - p.at < MAX_AGE_MS) || !/^\d+$/.test(p.amount)) return null;
    if (p.option !== 'cash' && p.option !== 'installments') return null;
    return p;
  } catch {
    return null;
  }
}

/** forgetPendingBid ends the code step: the offer was sent, or the buyer went back to change it. */
export function forgetPendingBid(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
