import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { MessagePhoto } from '@/lib/api-types';

// A message's photos (issue 48): thumbnails in the thread, a tap opens the
// full size. A conversation's photos are not public files: they come from
// the conversation's own route with the bearer token, as blobs (an <img>
// cannot send the token); the browser's cache keeps them (private).

export interface PhotoLabels {
  /** "Open photo {n} of {total}" */
  open: (n: number, total: number) => string;
  /** "Photo {n} of {total}" */
  photo: (n: number, total: number) => string;
  close: string;
  failed: string;
}

/** usePhotoURL is an object URL of the photo at path (null while it loads), revoked when unused. */
function usePhotoURL(path: string | null): { url: string | null; failed: boolean } {
  const q = useQuery({
    queryKey: ['conversation-photo', path],
    queryFn: ({ signal }) => request<Blob>(path as string, { blob: true, signal }),
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: 1,
  });
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  return { url, failed: q.isError };
}

function Thumb({ path, alt, width, height }: { path: string; alt: string; width: number; height: number }) {
  const { url, failed } = usePhotoURL(path);
  if (!url) {
    return (
      <span
        className={`block h-full w-full ${failed ? 'bg-slate-300' : 'animate-pulse bg-slate-200'}`}
        role={failed ? 'img' : undefined}
        aria-label={failed ? alt : undefined}
      />
    );
  }
  return <img src={url} alt={alt} width={width} height={height} className="h-full w-full object-cover" />;
}

/**
 * MessagePhotos shows photos of a message of the conversation at base
 * ("/conversations/7", or "/admin/conversations/7" for staff): square
 * thumbnails, two a row on a phone, each a button that opens the photo
 * full size in a dialog (Escape or the close button shuts it).
 */
export function MessagePhotos({ base, photos, labels }: { base: string; photos: MessagePhoto[]; labels: PhotoLabels }) {
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open !== null && !d.open) d.showModal?.();
    if (open === null && d.open) d.close();
  }, [open]);
  if (photos.length === 0) return null;
  const total = photos.length;
  const shown = open !== null ? photos[open] : null;
  return (
    <>
      <ul className={`mt-1 grid gap-1 ${total === 1 ? 'grid-cols-1' : 'grid-cols-2'}`} data-testid="message-photos">
        {photos.map((p, i) => (
          <li key={p.id} className="aspect-square w-28 max-w-full overflow-hidden rounded-lg bg-slate-100 sm:w-32">
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={labels.open(i + 1, total)}
              className="block h-full w-full focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
            >
              <Thumb path={`${base}/photos/${p.id}/card`} alt={labels.photo(i + 1, total)} width={p.width} height={p.height} />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        onClose={() => setOpen(null)}
        aria-label={shown ? labels.photo((open ?? 0) + 1, total) : undefined}
        className="m-auto max-h-[95vh] max-w-[95vw] bg-transparent p-0 backdrop:bg-black/80"
      >
        {shown && <FullPhoto path={`${base}/photos/${shown.id}/full`} photo={shown} alt={labels.photo((open ?? 0) + 1, total)} failed={labels.failed} />}
        <form method="dialog" className="mt-2 text-center">
          <button type="submit" autoFocus className="rounded-full bg-white px-5 py-2 font-semibold text-slate-900">
            {labels.close}
          </button>
        </form>
      </dialog>
    </>
  );
}

function FullPhoto({ path, photo, alt, failed }: { path: string; photo: MessagePhoto; alt: string; failed: string }) {
  const { url, failed: broke } = usePhotoURL(path);
  if (broke) return <p className="rounded bg-white p-4 text-slate-900">{failed}</p>;
  if (!url) return <div className="h-64 w-64 animate-pulse rounded bg-slate-700" aria-hidden="true" />;
  return (
    <img
      src={url}
      alt={alt}
      width={photo.width}
      height={photo.height}
      className="h-auto max-h-[85vh] w-auto max-w-[95vw] rounded object-contain"
      data-testid="photo-full"
    />
  );
}
