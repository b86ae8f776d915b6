import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminVehicleList } from '@/lib/api-types';
import { adminKeys } from './keys';

export const vehiclesQuery = (query: string, status: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.vehicles(query, status, page),
    queryFn: ({ signal }) => api.get<AdminVehicleList>('/admin/vehicles', { query, status, page }, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useAdminVehicles = (query: string, status: string, page: number) =>
  useQuery(vehiclesQuery(query, status, page));
