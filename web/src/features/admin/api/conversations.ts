import { queryOptions } from '@tanstack/react-query';
import { api, request } from '@/lib/api-client';
import type { ConversationResponse, ConversationsResponse, MessageRequest, MessagesResponse, PostedResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

// The staff inbox's calls (issue 48): /api/v1/admin/conversations.

/** InboxFilter is the inbox's filters as the query string carries them. */
export interface InboxFilter {
  unread?: boolean;
  mine?: boolean;
  unassigned?: boolean;
  held?: boolean;
  reported?: boolean;
  vehicle?: number | null;
}

export const inboxQuery = (f: InboxFilter) =>
  queryOptions({
    queryKey: adminKeys.inbox(f),
    queryFn: ({ signal }) =>
      api.get<ConversationsResponse>(
        '/admin/conversations',
        { unread: f.unread ? 1 : undefined, mine: f.mine ? 1 : undefined, unassigned: f.unassigned ? 1 : undefined,
          held: f.held ? 1 : undefined,
          reported: f.reported ? 1 : undefined,
          vehicle: f.vehicle ?? undefined,
        },
        signal,
      ),
    select: (d) => d.conversations,
    staleTime: 0,
  });

export const staffConversationQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.conversation(id),
    queryFn: ({ signal }) => api.get<ConversationResponse>(`/admin/conversations/${id}`, undefined, signal),
    select: (d) => d.conversation,
    staleTime: 0,
  });

/** staffMessages is a page of the thread, newest first. */
export function staffMessages(id: number, before?: number, signal?: AbortSignal): Promise<MessagesResponse> {
  return api.get<MessagesResponse>(`/admin/conversations/${id}/messages`, { before }, signal);
}

/** answer writes as the dealer, with uploaded photos; key makes a retry store nothing new. */
export function answer(id: number, text: string, photoIds: number[], key: string): Promise<PostedResponse> {
  const body: MessageRequest = photoIds.length ? { text, photo_ids: photoIds } : { text };
  return request<PostedResponse>(`/admin/conversations/${id}/messages`, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
}

export function staffRead(id: number): Promise<ConversationResponse> {
  return api.post<ConversationResponse>(`/admin/conversations/${id}/read`);
}

/** assign gives the conversation to a staff member (null: to nobody). */
export function assign(id: number, assignee: number | null): Promise<ConversationResponse> {
  return api.post<ConversationResponse>(`/admin/conversations/${id}/assign`, { assignee_id: assignee });
}

export function resolve(id: number): Promise<ConversationResponse> {
  return api.post<ConversationResponse>(`/admin/conversations/${id}/resolve`);
}
