import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DashboardResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

export const dashboardQuery = queryOptions({
  queryKey: adminKeys.dashboard,
  queryFn: ({ signal }) => api.get<DashboardResponse>('/admin/dashboard', undefined, signal),
  staleTime: 15_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
