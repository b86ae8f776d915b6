import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminVehicleList, AdminVehicleResponse, BulkMoveRequest, BulkMoveResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

/** VehicleListFilter is the list's query, as the page's address keeps it. */
export interface VehicleListFilter {
  query: string;
  status: string;
  page: number;
  sort: string;
  dir: 'asc' | 'desc' | '';
  brand: number | null;
  type: number | null;
  attribute: number | null;
}

export const vehiclesQuery = (f: VehicleListFilter) =>
  queryOptions({
    queryKey: adminKeys.vehicles(f),
    queryFn: ({ signal }) => api.get<AdminVehicleList>('/admin/vehicles', { ...f }, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useAdminVehicles = (f: VehicleListFilter) => useQuery(vehiclesQuery(f));

export type BulkAction = BulkMoveRequest['action'];

/** useMoveVehicles publishes, archives or drafts a selection, all or none. */
export function useMoveVehicles() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkMoveRequest) => api.post<BulkMoveResponse>('/admin/vehicles/bulk', body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** useDuplicateVehicle copies a vehicle into a new draft. */
export function useDuplicateVehicle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AdminVehicleResponse>(`/admin/vehicles/${id}/duplicate`),
    onSuccess: (res) => {
      qc.setQueryData(adminKeys.vehicle(res.vehicle.id), res);
      void qc.invalidateQueries({ queryKey: ['admin', 'vehicles'] });
    },
  });
}
