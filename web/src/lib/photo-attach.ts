import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, upload } from './api-client';
import type { PhotoResponse } from './api-types';

// Photos attached to a message (issue 48): each file is uploaded as soon as
// it is picked (POST <conversation>/photos), so sending is only naming the
// uploaded ids. Shared by the buyer's thread and the staff inbox.

/** MAX_MESSAGE_PHOTOS is the server's bound (garihaat.MaxMessagePhotos). */
export const MAX_MESSAGE_PHOTOS = 4;

/** Attachment is one picked photo: uploading, uploaded (id), or failed with the server's reason. */
export interface Attachment {
  key: string;
  file: File;
  /** A local object URL of the file: the thumbnail before (and after) it is uploaded. */
  preview: string;
  state: 'uploading' | 'ready' | 'failed';
  progress: number;
  id?: number;
  error?: string;
}

/**
 * takeFiles splits picked files into those that fit beside the current
 * attachments and how many were refused (a message holds at most max).
 */
export function takeFiles(current: number, files: File[], max = MAX_MESSAGE_PHOTOS): { take: File[]; refused: number } {
  const room = Math.max(0, max - current);
  return { take: files.slice(0, room), refused: Math.max(0, files.length - room) };
}

/** readyIds are the uploaded photos' ids in the order they were picked; null while any is not uploaded. */
export function readyIds(list: Attachment[]): number[] | null {
  if (list.some((a) => a.state !== 'ready' || !a.id)) return null;
  return list.map((a) => a.id as number);
}

let seq = 0;

/**
 * usePhotoAttach keeps a message's attachments for the conversation at base
 * ("/conversations/7" or "/admin/conversations/7"). add() uploads picked
 * files one at a time (refusing what does not fit: refused says how many);
 * retry() uploads a failed one again; remove() takes one out (and off the
 * server when it was uploaded); clear() forgets them once sent.
 */
export function usePhotoAttach(base: string) {
  const [list, setList] = useState<Attachment[]>([]);
  const [refused, setRefused] = useState(0);
  // live is the list as the callbacks (and the upload queue) must see it
  // now, not as the last render did: every change goes through commit.
  const live = useRef<Attachment[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const commit = useCallback((next: Attachment[]) => {
    live.current = next;
    setList(next);
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<Attachment>) => commit(live.current.map((a) => (a.key === key ? { ...a, ...change } : a))),
    [commit],
  );

  const send = useCallback(
    (a: Attachment) => {
      // One upload at a time, in the order picked (the server lets a
      // person have few in flight; a phone's uplink is one pipe anyway).
      queue.current = queue.current.then(async () => {
        if (!live.current.some((x) => x.key === a.key)) return; // removed meanwhile
        patch(a.key, { state: 'uploading', progress: 0, error: undefined });
        const form = new FormData();
        form.append('image', a.file);
        try {
          const res = await upload<PhotoResponse>(`${base}/photos`, form, (p) => patch(a.key, { progress: p }));
          if (!live.current.some((x) => x.key === a.key)) {
            void api.delete(`${base}/photos/${res.photo.id}`).catch(() => undefined);
            return;
          }
          patch(a.key, { state: 'ready', progress: 1, id: res.photo.id });
        } catch (err) {
          patch(a.key, { state: 'failed', error: err instanceof ApiError && err.status > 0 ? err.message : undefined });
        }
      });
    },
    [base, patch],
  );

  const add = useCallback(
    (files: File[]) => {
      const { take, refused: n } = takeFiles(live.current.length, files);
      setRefused(n);
      const added = take.map<Attachment>((file) => ({
        key: `p${++seq}`,
        file,
        preview: URL.createObjectURL(file),
        state: 'uploading',
        progress: 0,
      }));
      if (added.length === 0) return;
      commit([...live.current, ...added]);
      added.forEach(send);
    },
    [send, commit],
  );

  const retry = useCallback((key: string) => {
    const a = live.current.find((x) => x.key === key);
    if (a && a.state === 'failed') send(a);
  }, [send]);

  const remove = useCallback(
    (key: string) => {
      const a = live.current.find((x) => x.key === key);
      if (!a) return;
      setRefused(0);
      commit(live.current.filter((x) => x.key !== key));
      URL.revokeObjectURL(a.preview);
      // Off the server too, or it waits a day to be swept (and counts
      // against the photos one may leave unsent).
      if (a.id) void api.delete(`${base}/photos/${a.id}`).catch(() => undefined);
    },
    [base, commit],
  );

  /** clear forgets the attachments once their message holds them (their previews live on in it). */
  const clear = useCallback(() => {
    commit([]);
    setRefused(0);
  }, [commit]);

  // The previews of what was never sent go with the page.
  useEffect(() => {
    const current = live;
    return () => current.current.forEach((a) => URL.revokeObjectURL(a.preview));
  }, []);

  return { list, refused, add, retry, remove, clear, ids: readyIds(list) };
}
