import { queryOptions } from '@tanstack/react-query';
import { api, request } from '@/lib/api-client';
import type { ConversationResponse, MessageRequest, MessagesResponse, PostedResponse } from '@/lib/api-types';

// The calls of one conversation (issue 48); the list is src/lib/conversations.ts.

export const conversationKey = (userId: number | undefined, id: number) => ['account', userId ?? 'me', 'conversation', id] as const;
export const threadKey = (userId: number | undefined, id: number) => ['account', userId ?? 'me', 'conversation', id, 'messages'] as const;

export const conversationQuery = (userId: number | undefined, id: number) =>
  queryOptions({
    queryKey: conversationKey(userId, id),
    queryFn: ({ signal }) => api.get<ConversationResponse>(`/conversations/${id}`, undefined, signal),
    select: (d) => d.conversation,
    // Answers came while the page was closed: read it again when it opens.
    staleTime: 0,
  });

/** getMessages is a page of the thread, newest first; before is the older page's cursor. */
export function getMessages(id: number, before?: number, signal?: AbortSignal): Promise<MessagesResponse> {
  return api.get<MessagesResponse>(`/conversations/${id}/messages`, { before }, signal);
}

/** newKey is a fresh Idempotency-Key: one per message, kept across its retries. */
export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** ask begins (or adds to) the buyer's conversation about a vehicle; no vehicle asks support. */
export function ask(vehicleId: number | null, text: string, key: string): Promise<PostedResponse> {
  return request<PostedResponse>('/conversations', {
    method: 'POST',
    body: vehicleId ? { vehicle_id: vehicleId, text } : { text },
    headers: { 'Idempotency-Key': key },
  });
}

/** sendMessage writes in a conversation, with uploaded photos; a retry with the same key stores nothing new. */
export function sendMessage(id: number, text: string, photoIds: number[], key: string): Promise<PostedResponse> {
  const body: MessageRequest = photoIds.length ? { text, photo_ids: photoIds } : { text };
  return request<PostedResponse>(`/conversations/${id}/messages`, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
}

/** markRead moves the buyer's read mark to the newest message. */
export function markRead(id: number): Promise<ConversationResponse> {
  return api.post<ConversationResponse>(`/conversations/${id}/read`);
}

/** setMessageSMS turns the answer SMS on or off. */
export function setMessageSMS(on: boolean): Promise<{ status: boolean; message_sms: boolean }> {
  return api.put('/message-sms', { on });
}
