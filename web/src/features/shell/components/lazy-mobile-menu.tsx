import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';

const load = () => import('./mobile-menu');
const MobileMenu = lazy(() => load().then((m) => ({ default: m.MobileMenu })));

/**
 * LazyMobileMenu keeps the slide-in menu — every vehicle type, brand and
 * company page as links — out of the first page's code and first render:
 * its code is fetched once the browser is idle (or on the first tap, if
 * that comes sooner) and the menu is rendered from the first opening on.
 */
export function LazyMobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  // Rendering state from a prop: once opened, the menu stays mounted so
  // closing and opening again slide as before.
  if (open && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Opening open={open} onClose={onClose} />
    </Suspense>
  );
}

/** Opening mounts the menu closed and opens it a frame later, so the first opening slides in too. */
function Opening({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(id);
  }, []);
  return <MobileMenu open={open && mounted} onClose={onClose} />;
}
