import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested } from '@/lib/toast';

const ToastContainerLazy = lazy(() => import('./toast-container'));

/** ToastHost mounts the (lazily loaded) toast container on the first toast. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerLazy />
    </Suspense>
  );
}
