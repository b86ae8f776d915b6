import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { VehicleType } from '@/lib/api-types';

export function getCategoriesTypes(signal?: AbortSignal): Promise<{ types: VehicleType[] }> {
  return api.get<{ types: VehicleType[] }>('/get-categories-types', undefined, signal);
}

export const categoriesTypesQuery = () =>
  queryOptions({
    queryKey: ['categories-types'],
    queryFn: ({ signal }) => getCategoriesTypes(signal),
    staleTime: 30 * 60 * 1000,
  });

export function useCategoriesTypes() {
  return useQuery(categoriesTypesQuery());
}
