import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type {
  BuyerContextResponse,
  MessageResponse,
  PublishedResponse,
  QuickRepliesResponse,
  QuickReplyResponse,
  ReadersResponse,
  ReleasedResponse,
} from '@/lib/api-types';
import { adminKeys } from './keys';

// The inbox's tools (issue 48): public answers, quick replies, held
// messages, blocks, reports and the read audit.

const base = (id: number) => `/admin/conversations/${id}`;

export const publishedQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.conversation(id), 'published'],
    queryFn: ({ signal }) =>
      api.get<PublishedResponse>(`${base(id)}/publish`, undefined, signal).then(
        (d) => d.published,
        // 404: nothing published yet.
        (e: unknown) => {
          if ((e as { status?: number }).status === 404) return null;
          throw e;
        },
      ),
    staleTime: 0,
  });

export const publish = (id: number, question: string, answer: string) =>
  api.post<PublishedResponse>(`${base(id)}/publish`, { question, answer });
export const unpublish = (id: number) => api.post<MessageResponse>(`${base(id)}/unpublish`);
export const release = (id: number, message: number) => api.post<ReleasedResponse>(`${base(id)}/messages/${message}/release`);
export const block = (id: number, reason: string) => api.post<MessageResponse>(`${base(id)}/block`, { reason });
export const unblock = (id: number) => api.post<MessageResponse>(`${base(id)}/unblock`);
export const closeReports = (id: number) => api.post<MessageResponse>(`${base(id)}/reports/close`);

export const buyerContextQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.conversation(id), 'buyer'],
    queryFn: ({ signal }) => api.get<BuyerContextResponse>(`${base(id)}/buyer`, undefined, signal),
    select: (d) => d.buyer,
    staleTime: 0,
  });

export const readersQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.conversation(id), 'readers'],
    queryFn: ({ signal }) => api.get<ReadersResponse>(`${base(id)}/readers`, undefined, signal),
    select: (d) => d.readers,
    staleTime: 0,
  });

export const quickRepliesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'quick-replies'],
    queryFn: ({ signal }) => api.get<QuickRepliesResponse>('/admin/quick-replies', undefined, signal),
    select: (d) => d.quick_replies,
  });

export const saveQuickReply = (id: number | null, text: string, text_bn: string) =>
  id
    ? api.put<QuickReplyResponse>(`/admin/quick-replies/${id}`, { text, text_bn })
    : api.post<QuickReplyResponse>('/admin/quick-replies', { text, text_bn });
export const deleteQuickReply = (id: number) => api.delete<MessageResponse>(`/admin/quick-replies/${id}`);
