import { useEffect, useMemo, useState } from 'react';
import { offerClosesAt } from '@/lib/offer-time';
import { timeLeft, type TimeLeft } from '../lib/countdown';

/**
 * useCountdown is the offer timer, updated every second: time left to the
 * exact closing instant (offer_closes_at, which a late bid moves), or to the
 * end of offer_ends_at when the server sent no instant.
 */
export function useCountdown(offerEndsAt: string | null | undefined, offerClosesAtISO?: string | null): TimeLeft {
  const closesAt = useMemo(() => {
    const exact = offerClosesAtISO ? Date.parse(offerClosesAtISO) : NaN;
    return Number.isNaN(exact) ? offerClosesAt(offerEndsAt) : exact;
  }, [offerEndsAt, offerClosesAtISO]);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(closesAt, now);
  useEffect(() => {
    if (left.closed) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [left.closed]);
  return left;
}
