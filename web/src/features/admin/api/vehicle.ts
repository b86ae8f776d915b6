import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminVehicleInput, AdminVehicleResponse, DeleteVehicleResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

export const vehicleQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.vehicle(id),
    queryFn: ({ signal }) => api.get<AdminVehicleResponse>(`/admin/vehicles/${id}`, undefined, signal),
    staleTime: 0,
  });

export const useAdminVehicle = (id: number | null) => useQuery({ ...vehicleQuery(id ?? 0), enabled: id !== null });

/** useSaveVehicle creates (id null) or replaces a vehicle. */
export function useSaveVehicle(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminVehicleInput) =>
      id === null
        ? api.post<AdminVehicleResponse>('/admin/vehicles', input)
        : api.put<AdminVehicleResponse>(`/admin/vehicles/${id}`, input),
    onSuccess: (res) => {
      qc.setQueryData(adminKeys.vehicle(res.vehicle.id), res);
      void qc.invalidateQueries({ queryKey: ['admin', 'vehicles'] });
      void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

export function useDeleteVehicle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<DeleteVehicleResponse>(`/admin/vehicles/${id}`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
