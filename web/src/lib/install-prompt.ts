import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the site (Chrome's beforeinstallprompt):
 * kept when it comes, so an "Install app" button can show where — and
 * only where — the browser offers installation (issue 50). Listened for
 * from the first script on, since the browser fires it once, early.
 */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** listenForInstall starts keeping the browser's install offer (called once at start). */
export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // our button asks, not the browser's mini bar
    offered = e as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** useInstallOffer reports whether the browser offers installation now. */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, () => offered !== null, () => false);
}

/** install shows the browser's install dialog; the offer is spent either way. */
export async function install(): Promise<void> {
  const e = offered;
  if (!e) return;
  offered = null;
  changed();
  await e.prompt();
  await e.userChoice;
}
