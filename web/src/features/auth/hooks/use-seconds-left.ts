import { useEffect, useState } from 'react';

function secondsUntil(deadline: number | null): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * useSecondsLeft counts down to deadline (ms since epoch, or null) once a
 * second and returns the whole seconds left, 0 once it has passed.
 */
export function useSecondsLeft(deadline: number | null): number {
  const [secs, setSecs] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setSecs(secondsUntil(deadline));
    if (deadline === null) return;
    const id = window.setInterval(() => {
      const s = secondsUntil(deadline);
      setSecs(s);
      if (s === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [deadline]);
  return secs;
}
