import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { MyConversationsResponse } from './api-types';
import { useSession } from './session';
import { useUserEvents } from './user-events';

// The buyer's conversations list (issue 48), shared by the header's unread
// count and the messages feature's inbox, kept current by the user's
// event stream.

export const conversationsKey = (userId: number | undefined) => ['account', userId ?? 'me', 'conversations'] as const;

export const conversationsQuery = (userId?: number) =>
  queryOptions({
    queryKey: conversationsKey(userId),
    queryFn: ({ signal }) => api.get<MyConversationsResponse>('/conversations', undefined, signal),
    staleTime: 30_000,
  });

/**
 * useUnreadMessages is how many staff answers the signed-in buyer has not
 * read, across their conversations; 0 when signed out. Any message or read
 * mark on the user's stream (and the stream's "ready" after a reconnect)
 * reads the list again.
 */
export function useUnreadMessages(): number {
  const { user } = useSession();
  const client = useQueryClient();
  const { data } = useQuery({ ...conversationsQuery(user?.id), enabled: !!user });
  useUserEvents(user?.id, (e) => {
    if (e.name === 'message' || e.name === 'read' || e.name === 'ready') {
      void client.invalidateQueries({ queryKey: conversationsKey(user?.id) });
    }
  });
  return (data?.conversations ?? []).reduce((n, c) => n + c.unread, 0);
}
