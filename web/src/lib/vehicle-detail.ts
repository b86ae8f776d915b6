import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Vehicle, VehicleSummary } from '@/lib/api-types';

export interface VehicleDetail {
  status: boolean;
  product: Vehicle;
  isBookmarked: boolean;
  relatedProducts: VehicleSummary[] | null;
}

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
