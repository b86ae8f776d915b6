import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Brand } from '@/lib/api-types';

export function getBrands(signal?: AbortSignal): Promise<{ brands: Brand[] }> {
  return api.get<{ brands: Brand[] }>('/get-brands', undefined, signal);
}

export const brandsQuery = () =>
  queryOptions({
    queryKey: ['brands'],
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 30 * 60 * 1000,
  });

export function useBrands() {
  return useQuery(brandsQuery());
}
