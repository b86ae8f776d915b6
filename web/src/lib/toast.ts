/**
 * A lazy facade over react-toastify: the library (≈10 KB) is fetched on the
 * first toast, not before the first render. ToastHost mounts the container.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

type Listener = () => void;
let requested = false;
const listeners = new Set<Listener>();
let ready: Promise<void> | null = null;
let markReady: (() => void) | null = null;

/** onToastRequested lets ToastHost learn that a container is needed. */
export function onToastRequested(fn: Listener): () => void {
  listeners.add(fn);
  if (requested) fn();
  return () => listeners.delete(fn);
}

/** toastContainerMounted is called by the container once it is in the DOM. */
export function toastContainerMounted() {
  markReady?.();
}

function whenReady(): Promise<void> {
  if (!ready) {
    ready = new Promise((resolve) => {
      markReady = resolve;
    });
  }
  if (!requested) {
    requested = true;
    listeners.forEach((fn) => fn());
  }
  return ready;
}

/** A link a toast carries: what to do about it (sign in and come back, issue 50). */
export interface ToastAction {
  to: string;
  label: string;
  /** Navigation state for the link (the way back after sign-in). */
  state?: unknown;
}

/** The error toasts on screen that a success may answer. */
const errors = new Set<string | number>();

/**
 * notify shows a toast of the given kind, with a link when action is given.
 * A success takes the error toasts still on screen away (issue 50): it
 * answers them — the retry worked — and "Could not save" beside "Saved"
 * leaves the clerk guessing which is true.
 */
export function notify(kind: ToastKind, message: string, action?: ToastAction): void {
  if (!message) return;
  const link = action ? import('@/components/toast-link') : null;
  void Promise.all([import('react-toastify/unstyled'), whenReady(), link]).then(([{ toast }, , mod]) => {
    if (kind === 'success') {
      errors.forEach((id) => toast.dismiss(id));
      errors.clear();
    }
    const content = mod && action ? mod.toastWithLink(message, action) : message;
    const id = toast[kind](content, kind === 'error' ? { onClose: () => errors.delete(id) } : undefined);
    if (kind === 'error') errors.add(id);
  });
}

/**
 * dismissToasts removes every toast on screen: the messages of one step are
 * not about the next (a sign-in code step must not keep the phone step's).
 */
export function dismissToasts(): void {
  if (!requested) return;
  void import('react-toastify/unstyled').then(({ toast }) => toast.dismiss());
}
