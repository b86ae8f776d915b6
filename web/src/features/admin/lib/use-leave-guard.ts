import { useEffect, useRef } from 'react';

/** GUARD marks the extra history entry a dirty form puts on top. */
const GUARD = 'garihaatLeaveGuard';

/**
 * useLeaveGuard asks before a clerk leaves a form with unsaved changes
 * (issue 26): closing or reloading the tab (Ctrl+W) gets the browser's own
 * question, and a click on a link inside the app gets `question`. The app
 * uses a declarative router, which cannot block a navigation, so links are
 * stopped in the capture phase, before the router sees the click.
 *
 * The browser's (or the phone's) Back button asks too (issue 50): while the
 * form is dirty a second history entry for the same address sits on top,
 * so Back first lands on the form itself; the question is asked then, and
 * staying puts the entry back while leaving takes the real step back.
 */
export function useLeaveGuard(dirty: boolean, question: string) {
  // Read when asked, so a change of language does not take the guard entry off and on.
  const said = useRef(question);
  useEffect(() => {
    said.current = question;
  }, [question]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older Chromium shows the question only with this set
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.target === '_blank' || a.origin !== window.location.origin) return;
      if (a.pathname === window.location.pathname && a.search === window.location.search) return;
      if (!window.confirm(said.current)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    // The router's own state is copied, so it reads the extra entry as the page it is on.
    const guard = () => window.history.pushState({ ...(window.history.state ?? {}), [GUARD]: true }, '', window.location.href);
    let leaving = false;
    const onPop = () => {
      if (leaving || window.history.state?.[GUARD]) return; // forward onto the guard entry again
      if (window.confirm(said.current)) {
        leaving = true;
        window.history.back();
      } else {
        guard();
      }
    };
    if (!window.history.state?.[GUARD]) guard();
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
      // Saved (no longer dirty) on the same page: take the extra entry off, so Back is one step again.
      if (!leaving && window.history.state?.[GUARD]) window.history.back();
    };
  }, [dirty]);
}
