import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse, RecordField } from '@/lib/api-types';
import type { AdminRecord } from './types';
import { adminKeys } from './keys';

/** The back office's small lists (brands, types, dealers, testimonials, faqs, attributes). */
export const RECORD_LISTS = ['brands', 'types', 'dealers', 'testimonials', 'faqs', 'attributes'] as const;
export type RecordList = (typeof RECORD_LISTS)[number];

interface RecordsResponse {
  records: AdminRecord[];
  fields: RecordField[];
}

export const recordsQuery = (name: RecordList, kind = '') =>
  queryOptions({
    queryKey: adminKeys.records(name, kind),
    queryFn: ({ signal }) => api.get<RecordsResponse>(`/admin/${name}`, { kind }, signal),
    staleTime: 60_000,
  });

export const useRecords = (name: RecordList, kind = '') => useQuery(recordsQuery(name, kind));

export function useSaveRecord(name: RecordList) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: Record<string, unknown> }) =>
      id === null
        ? api.post<{ record: AdminRecord }>(`/admin/${name}`, values)
        : api.put<{ record: AdminRecord }>(`/admin/${name}/${id}`, values),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin', 'records', name] }),
  });
}

export function useDeleteRecord(name: RecordList) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/admin/${name}/${id}`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin', 'records', name] }),
  });
}
