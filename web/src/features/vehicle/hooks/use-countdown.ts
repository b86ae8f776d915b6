import { useEffect, useMemo, useState } from 'react';
import { offerClosesAt } from '@/lib/offer-time';
import { timeLeft, type TimeLeft } from '../lib/countdown';

/**
 * useCountdown is the offer timer, updated every second: time left to the
 * exact closing instant (offer_closes_at, which a late bid moves), or to the
 * end of offer_ends_at when the server sent no instant.
 */
export function useCountdown(offerEndsAt: string | null | undefined, offerClosesAtISO?: string | null): TimeLeft {
  const closesAt = useClosingInstant(offerEndsAt, offerClosesAtISO);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(closesAt, now);
  useEffect(() => {
    if (left.closed) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [left.closed]);
  return left;
}

/** useClosingInstant is the window's closing instant in ms: the exact one, else the end of offer_ends_at. */
function useClosingInstant(offerEndsAt: string | null | undefined, offerClosesAtISO?: string | null): number | null {
  return useMemo(() => {
    const exact = offerClosesAtISO ? Date.parse(offerClosesAtISO) : NaN;
    return Number.isNaN(exact) ? offerClosesAt(offerEndsAt) : exact;
  }, [offerEndsAt, offerClosesAtISO]);
}

/**
 * useOfferClosed reports whether the offer window has closed, re-rendering
 * once at the closing instant rather than every second, for what only
 * needs open or closed (the calculator's plan button, issue 50).
 */
export function useOfferClosed(offerEndsAt: string | null | undefined, offerClosesAtISO?: string | null): boolean {
  const closesAt = useClosingInstant(offerEndsAt, offerClosesAtISO);
  const [now, setNow] = useState(() => Date.now());
  const closed = timeLeft(closesAt, now).closed;
  useEffect(() => {
    if (closed || closesAt === null) return;
    // setTimeout takes at most 2^31-1 ms (24.8 days); a longer wait simply wakes and waits again.
    const id = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(closesAt - Date.now(), 0) + 1, 2 ** 31 - 1));
    return () => window.clearTimeout(id);
  }, [closed, closesAt, now]);
  return closed;
}
