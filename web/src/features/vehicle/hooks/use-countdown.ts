import { useEffect, useMemo, useState } from 'react';
import { offerClosesAt, timeLeft, type TimeLeft } from '../lib/countdown';

/** useCountdown is the offer timer: time left to the end of offer_ends_at, updated every second. */
export function useCountdown(offerEndsAt: string | null | undefined): TimeLeft {
  const closesAt = useMemo(() => offerClosesAt(offerEndsAt), [offerEndsAt]);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(closesAt, now);
  useEffect(() => {
    if (left.closed) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [left.closed]);
  return left;
}
