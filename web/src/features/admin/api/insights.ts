import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, request } from '@/lib/api-client';
import type { InsightsResponse } from '@/lib/api-types';
import { saveBlob } from './csv';

/** InsightsParams are the insights page's period and filters (issue 49). */
export interface InsightsParams {
  days?: number;
  from?: string;
  to?: string;
  type?: number;
  brand?: number;
  depot?: number;
}

export const insightsQuery = (p: InsightsParams) =>
  queryOptions({
    queryKey: ['admin', 'insights', p],
    queryFn: ({ signal }) => api.get<InsightsResponse>('/admin/insights', { ...p }, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useInsights = (p: InsightsParams) => useQuery(insightsQuery(p));

/** downloadInsights saves the same insights as CSV. */
export async function downloadInsights(p: InsightsParams): Promise<void> {
  saveBlob(await request<Blob>('/admin/insights.csv', { params: { ...p }, blob: true }), 'garihaat-insights');
}
