import { useEffect, useState, type FocusEvent } from 'react';

/** prefersReducedMotion reports the user's OS-level request for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * useAutoplay calls step every delayMs while enabled and the page is visible
 * (no timers burning battery in a background tab).
 */
export function useAutoplay(step: () => void, delayMs: number, enabled = true) {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const onVis = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', onVis);
    return () => document.removeEventListener('visibilitychange', onVis);
  }, []);
  useEffect(() => {
    if (!enabled || !visible || prefersReducedMotion()) return;
    const id = window.setInterval(step, delayMs);
    return () => window.clearInterval(id);
  }, [step, delayMs, enabled, visible]);
}

/**
 * usePauseInside tells whether the pointer or the keyboard focus is inside an
 * element (autoplay must stop then); spread handlers on that element.
 */
export function usePauseInside() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { inside: hovered || focused, handlers };
}
