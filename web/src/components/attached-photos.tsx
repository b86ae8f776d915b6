import { useId, useRef } from 'react';
import type { Attachment } from '@/lib/photo-attach';
import { MAX_MESSAGE_PHOTOS } from '@/lib/photo-attach';

// The photos attached in a message box (issue 48), for the buyer's thread
// and the staff inbox alike; the words come from the feature that uses it.

export interface AttachLabels {
  /** "Attach photos (2/4)" */
  attach: (count: number, max: number) => string;
  /** "Photo {n}" */
  photo: (n: number) => string;
  remove: (n: number) => string;
  uploading: (n: number, percent: number) => string;
  /** "Photo {n} did not upload" (the server's reason follows when there is one) */
  failed: (n: number) => string;
  retry: string;
  tooMany: string;
}

/**
 * AttachButton picks photos (several at once; more than fit are refused
 * with AttachedPhotos' message); disabled, its count saying why, once the
 * message holds its four.
 */
export function AttachButton({ count, onPick, labels, disabled }: { count: number; onPick: (files: File[]) => void; labels: AttachLabels; disabled?: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = count >= MAX_MESSAGE_PHOTOS || disabled;
  return (
    <>
      {/* The button below is what people and screen readers use; it opens this picker. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="attach-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = ''; // the same file may be picked again after a removal
          if (files.length) onPick(files);
        }}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={full}
        className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
          <circle cx="12" cy="13" r="4" />
        </svg>
        {labels.attach(count, MAX_MESSAGE_PHOTOS)}
      </button>
    </>
  );
}

/** AttachedPhotos are the box's photos: each with its progress, or its failure (said below them) and a retry, and a remove button. */
export function AttachedPhotos({
  list,
  refused,
  labels,
  onRetry,
  onRemove,
}: {
  list: Attachment[];
  refused: number;
  labels: AttachLabels;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  if (list.length === 0 && refused === 0) return null;
  return (
    <div className="space-y-2">
      {list.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid="attached-photos">
          {list.map((a, i) => (
            <li key={a.key} className="relative w-24" data-testid="attached-photo" data-state={a.state}>
              <img
                src={a.preview}
                alt={labels.photo(i + 1)}
                className={`h-24 w-24 rounded-lg object-cover ${a.state === 'ready' ? '' : 'opacity-60'} ${a.state === 'failed' ? 'ring-2 ring-red-600' : ''}`}
              />
              {a.state === 'uploading' && (
                <span role="status" className="absolute inset-x-0 bottom-0 rounded-b-lg bg-black/60 px-1 text-center text-xs text-white">
                  {labels.uploading(i + 1, Math.round(a.progress * 100))}
                </span>
              )}
              <button
                type="button"
                onClick={() => onRemove(a.key)}
                aria-label={labels.remove(i + 1)}
                className="absolute -right-2 -top-2 flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 bg-white text-lg leading-none text-slate-800 shadow"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Why a photo failed goes below the photos, the box's whole width:
          the server's reasons (storage down, storage full) are sentences,
          unreadable wrapped under one thumbnail. */}
      {list.some((a) => a.state === 'failed') && (
        <ul className="space-y-1">
          {list.map((a, i) =>
            a.state === 'failed' ? (
              <li key={a.key} role="alert" className="text-sm text-red-800" data-testid="attach-failure">
                {labels.failed(i + 1)}
                {a.error ? `: ${a.error}` : ''}{' '}
                <button type="button" onClick={() => onRetry(a.key)} className="font-semibold underline">
                  {labels.retry}
                </button>
              </li>
            ) : null,
          )}
        </ul>
      )}
      {refused > 0 && (
        <p role="alert" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900" data-testid="too-many-photos">
          {labels.tooMany}
        </p>
      )}
    </div>
  );
}
