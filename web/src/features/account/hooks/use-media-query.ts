import { useCallback, useSyncExternalStore } from 'react';

/** useMediaQuery reports whether a CSS media query matches, and re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', onChange);
      return () => m.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** WIDE is where the account menu and content sit side by side (spec §2: 1024px). */
export const WIDE = '(min-width: 1024px)';
