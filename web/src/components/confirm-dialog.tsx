import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  /** danger (the default) for what cannot be undone, primary for a commitment such as a binding offer. */
  tone?: 'danger' | 'primary';
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * ConfirmDialog is a modal built on <dialog>: the browser traps focus,
 * Escape cancels, and focus returns to the opener when it closes.
 */
export function ConfirmDialog({ open, title, children, cancelLabel, confirmLabel, busy, tone = 'danger', onCancel, onConfirm }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself) cancels.
        if (e.target === e.currentTarget && !busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="p-6">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {title}
          </h2>
          <div id={`${id}-body`} className="mt-2 leading-relaxed text-slate-700">
            {children}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              autoFocus
              onClick={onCancel}
              disabled={busy}
              className="rounded-lg border border-slate-400 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className={`rounded-lg px-5 py-2.5 font-medium disabled:cursor-wait disabled:opacity-80 ${
                tone === 'primary' ? 'bg-amber-500 text-slate-900 hover:bg-amber-400' : 'bg-red-700 text-white hover:bg-red-800'
              }`}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
