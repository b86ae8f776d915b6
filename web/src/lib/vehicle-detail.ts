import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { VehicleDetailResponse } from '@/lib/api-types';

/** VehicleDetail is the answer of GET /get-vehicle/{slug}. */
export type VehicleDetail = VehicleDetailResponse;

export function getVehicle(slug: string, signal?: AbortSignal): Promise<VehicleDetail> {
  return api.get<VehicleDetail>(`/get-vehicle/${encodeURIComponent(slug)}`, undefined, signal);
}

export const vehicleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['vehicle', slug],
    queryFn: ({ signal }) => getVehicle(slug, signal),
    staleTime: 30 * 1000,
  });

export function useVehicle(slug: string) {
  return useQuery(vehicleQuery(slug));
}
