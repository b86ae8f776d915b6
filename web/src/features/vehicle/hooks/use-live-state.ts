import { useEffect, useState } from 'react';
import { API_BASE } from '@/lib/api-client';
import type { BidState } from '@/lib/api-types';

/** Reconnection pauses after a failed stream: 1 s doubling to 30 s. */
const FIRST_PAUSE_MS = 1000;
const MAX_PAUSE_MS = 30_000;

/**
 * useLiveState follows a vehicle's offers while its page is open and
 * visible: the server pushes the count, the highest offer (open mode) and
 * the closing instant over Server-Sent Events. A hidden tab closes the
 * stream (no battery or data spent) and reopens it when shown; a failing
 * stream is retried with growing pauses. Without it the page shows what it
 * loaded: nothing breaks, it just does not move.
 */
export function useLiveState(vehicleId: number): BidState | null {
  const [state, setState] = useState<BidState | null>(null);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let pause = FIRST_PAUSE_MS;
    const open = () => {
      if (source || document.visibilityState !== 'visible') return;
      // EventSource sends Last-Event-ID on its own reconnects; a stream we
      // reopen starts with the current state (complete, so harmless).
      source = new EventSource(`${API_BASE}/vehicles/${vehicleId}/events`);
      source.addEventListener('state', (e) => {
        pause = FIRST_PAUSE_MS;
        try {
          setState(JSON.parse((e as MessageEvent).data) as BidState);
        } catch {
          /* a broken event changes nothing */
        }
      });
      source.addEventListener('error', () => {
        // The browser retries by itself while the connection is only
        // interrupted; when it gives up (closed), we retry, more slowly.
        if (source?.readyState === EventSource.CLOSED) reopenLater();
      });
      source.addEventListener('bye', () => reopenLater());
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const reopenLater = () => {
      close();
      window.clearTimeout(timer);
      timer = window.setTimeout(open, pause);
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? open() : close());
    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearTimeout(timer);
      close();
    };
  }, [vehicleId]);
  return state;
}
