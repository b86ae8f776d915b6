import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FilterParams } from '@/lib/api-types';

export type { FilterParams };

export function getFilterParams(signal?: AbortSignal): Promise<FilterParams> {
  return api.get<FilterParams>('/get-filter-params', undefined, signal);
}

export const filterParamsQuery = () =>
  queryOptions({
    queryKey: ['filter-params'],
    queryFn: ({ signal }) => getFilterParams(signal),
    staleTime: 30 * 60 * 1000,
  });

export function useFilterParams() {
  return useQuery(filterParamsQuery());
}
