import { useEffect } from 'react';
// The unstyled build and the stylesheet as a file: the default build injects
// a <style> element, which the Content-Security-Policy refuses.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { toastContainerMounted } from '@/lib/toast';

/**
 * The toast container of spec §9 (first reading): top-right, closes after
 * 5000 ms, pauses on hover; coloured per kind.
 */
export default function AppToastContainer() {
  useEffect(() => {
    toastContainerMounted();
  }, []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      theme="colored"
      newestOnTop
      // react-toastify defaults to the system sans-serif, which has no Bengali glyphs here: use the site font.
      style={{ '--toastify-font-family': 'var(--font-sans)' } as React.CSSProperties}
    />
  );
}
