import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { BookmarksResponse } from '@/lib/api-types';
import { accountKey } from './types';

export interface DeleteBookmarkResult {
  status: boolean;
  message: string;
}

/** deleteBookmark removes one saved vehicle (DELETE /bookmarks/{id}). */
export function deleteBookmark(id: number): Promise<DeleteBookmarkResult> {
  return api.delete<DeleteBookmarkResult>(`/bookmarks/${id}`);
}

/** useDeleteBookmark removes the bookmark and, on success, drops it from the cached list (spec §4). */
export function useDeleteBookmark() {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: deleteBookmark,
    onSuccess: (res, id) => {
      if (!res.status) return;
      qc.setQueryData<BookmarksResponse>(accountKey(user?.id, 'bookmarks'), (d) =>
        d ? { ...d, bookmarks: (d.bookmarks ?? []).filter((b) => b.id !== id) } : d,
      );
      // Vehicle pages cache their isBookmarked flag under ['vehicle', slug].
      void qc.invalidateQueries({ queryKey: ['vehicle'] });
    },
  });
}
