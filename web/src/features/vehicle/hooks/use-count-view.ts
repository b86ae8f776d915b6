import { useEffect } from 'react';
import { API_BASE } from '@/lib/api-client';

/**
 * useCountView tells the server once that this vehicle's page was opened,
 * for its seller's view count: a beacon, which the browser sends when it
 * can and nobody waits for (not a prefetch on hover, not a reload of the
 * same page within the same mount).
 */
export function useCountView(vehicleId: number) {
  useEffect(() => {
    try {
      navigator.sendBeacon?.(`${API_BASE}/vehicles/${vehicleId}/view`);
    } catch {
      /* a view uncounted is not worth an error */
    }
  }, [vehicleId]);
}
