import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** ScrollToTop scrolls the window to the top on every route change (spec §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
