import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuditResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => api.get<AuditResponse>('/admin/audit', { page }, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number) => useQuery(auditQuery(page));
