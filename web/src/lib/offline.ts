import { useSyncExternalStore } from 'react';
import { SAVED_HEADER } from './offline-caches';

// Whether the page is showing what the service worker saved rather than
// fresh answers (issue 30). The worker marks an answer it took from its
// cache because the network failed (SAVED_HEADER, src/sw.ts); the next
// fresh answer clears it. The browser's own offline flag counts too.


let saved = false;
const listeners = new Set<() => void>();

/** noteAnswer records whether an answer came from the saved copies. */
export function noteAnswer(res: Response): void {
  const fromSaved = res.headers.has(SAVED_HEADER);
  if (fromSaved === saved) return;
  saved = fromSaved;
  for (const l of listeners) l();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** useShowingSaved reports whether the page shows saved copies: offline, or answered from the cache. */
export function useShowingSaved(): boolean {
  return useSyncExternalStore(subscribe, () => saved || !navigator.onLine, () => false);
}
