import { startTransition, useEffect, useState } from 'react';

// Set once the first page has loaded and the main thread has had nothing to
// do: what mounts later (after a route change, say) need not wait again.
let passed = false;

/**
 * whenIdle runs fn once the page has loaded and the browser is idle (the
 * first render done): work the first paint does not need — the service
 * worker, the footer, code loaded ahead — stays out of the tasks that
 * decide how soon a phone can respond. Returns a cancel function.
 */
export function whenIdle(fn: () => void, timeoutMs = 4000): () => void {
  let cancelled = false;
  let cancelStep = () => undefined as void;
  const run = () => {
    if (cancelled) return;
    passed = true;
    fn();
  };
  const idle = () => {
    if (cancelled) return;
    // requestIdleCallback is missing in older Safari: a short timeout
    // after load is the nearest it offers.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelStep = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancelStep = () => window.clearTimeout(id);
    }
  };
  if (passed || document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancelStep = () => window.removeEventListener('load', idle);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}

/**
 * useIdle is false until whenIdle has fired once (then true at once, for
 * later mounts too). What it holds back renders as a transition: in slices
 * that leave the browser free between them, like the first render.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(passed);
  useEffect(() => (idle ? undefined : whenIdle(() => startTransition(() => setIdle(true)))), [idle]);
  return idle;
}
