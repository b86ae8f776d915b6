import { useEffect } from 'react';
import { API_BASE } from '@/lib/api-client';

/**
 * useCountCompared tells the server once which vehicles were put side by
 * side, for the dealer's insights (issue 49): a beacon, which the browser
 * sends when it can and nobody waits for. Sent again only when the set
 * changes; fewer than two vehicles is no comparison.
 */
export function useCountCompared(ids: number[]) {
  const key = [...ids].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key.split(',').length < 2) return;
    try {
      navigator.sendBeacon?.(`${API_BASE}/vehicles/compared?ids=${key}`);
    } catch {
      /* a comparison uncounted is not worth an error */
    }
  }, [key]);
}
