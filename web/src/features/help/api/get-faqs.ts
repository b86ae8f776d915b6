import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FAQ } from '@/lib/api-types';

export function getFaqs(signal?: AbortSignal): Promise<{ faqs: FAQ[] }> {
  return api.get<{ faqs: FAQ[] }>('/get-faqs', undefined, signal);
}

export const faqsQuery = () =>
  queryOptions({
    queryKey: ['faqs'],
    queryFn: ({ signal }) => getFaqs(signal),
    staleTime: 30 * 60 * 1000,
  });

export function useFaqs() {
  return useQuery(faqsQuery());
}
