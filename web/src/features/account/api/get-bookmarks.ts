import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { BookmarksResponse } from '@/lib/api-types';
import { accountKey } from './types';

/** getBookmarks lists the user's saved vehicles (GET /bookmarks). */
export function getBookmarks(signal?: AbortSignal): Promise<BookmarksResponse> {
  return api.get<BookmarksResponse>('/bookmarks', undefined, signal);
}

export const bookmarksQuery = (userId?: number) =>
  queryOptions({
    queryKey: accountKey(userId, 'bookmarks'),
    queryFn: ({ signal }) => getBookmarks(signal),
    // Bookmarks are toggled on vehicle pages: refetch whenever the list opens.
    staleTime: 0,
  });

export function useBookmarks() {
  const { user } = useSession();
  return useQuery(bookmarksQuery(user?.id));
}
