import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminOfferResponse, AdminOffersResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

export const offersQuery = (vehicle: number | null, status: string) =>
  queryOptions({
    queryKey: adminKeys.offers(vehicle, status),
    queryFn: ({ signal }) => api.get<AdminOffersResponse>('/admin/offers', { vehicle, status }, signal),
    staleTime: 5_000,
  });

export const useAdminOffers = (vehicle: number | null, status: string) => useQuery(offersQuery(vehicle, status));

export type OfferAction = 'win' | 'lose' | 'purchase';

export function useDecideOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: OfferAction }) =>
      api.post<AdminOfferResponse>(`/admin/offers/${id}/${action}`),
    onSettled: () => void qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
