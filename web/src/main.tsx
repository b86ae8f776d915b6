import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/hind-siliguri/bengali-400.css';
import '@fontsource/hind-siliguri/latin-400.css';
import './index.css';
import '@/lib/i18n';
import { App } from '@/app/app';
import { prefetchForPath } from '@/app/prefetch';
import { listenForInstall } from '@/lib/install-prompt';
import { whenIdle } from '@/lib/idle';

// The browser offers installation once, early: keep the offer for the install button.
listenForInstall();

declare global {
  interface Window {
    __garihaatShell?: { page: string | null; image?: string };
    __garihaatFonts?: Promise<unknown> | null;
  }
}

/**
 * shellPainted resolves once index.html's static image (the home hero, the
 * list's first card, a vehicle's main photo) has been painted, so the app
 * replaces an image the visitor already sees instead of racing it (Chrome
 * forgets a paint whose element is removed before its frame was presented).
 * Waits 500 ms at most.
 */
function shellPainted(): Promise<void> {
  const page = window.__garihaatShell?.page;
  const img = page ? (document.getElementById(`shell-${page}-image`) as HTMLImageElement | null) : null;
  // No image, or one the layout hides (the list's card on wider screens):
  // nothing to wait for.
  if (!img?.getAttribute('src') || img.getClientRects().length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, 500);
    let observer: PerformanceObserver | undefined;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => (e as PerformanceEntry & { element?: Element }).element === img)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      void img
        .decode()
        .catch(() => undefined)
        .then(() => requestAnimationFrame(() => setTimeout(done, 0)));
    }
  });
}

/**
 * fontsIn resolves when the fonts index.html started have arrived, or after
 * a second: text first drawn in a fallback face would jump when the real
 * one replaces it (layout shift), but a slow font must not hold the page.
 */
function fontsIn(): Promise<unknown> {
  const fonts = window.__garihaatFonts;
  if (!fonts) return Promise.resolve();
  return Promise.race([fonts.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000))]);
}

// Render once the first page's code and data, the fonts and the static
// image's paint are in (a failed chunk load renders anyway: the route's lazy
// import reports it).
// The first render is a transition so React renders in slices and yields to
// the browser between them, instead of one long task (the static first paint
// stays on screen meanwhile).
const render = () => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
};
Promise.all([prefetchForPath(window.location.pathname, window.location.search), shellPainted(), fontsIn()]).then(render, render);

// The service worker (src/sw.ts) makes the site installable and readable
// offline. Registered once the first page has rendered and the browser is
// idle: its install downloads the precached shell, which must not share a
// slow line or the main thread with the first page's code and data.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch((err) => console.warn('service worker not registered', err)));
}
