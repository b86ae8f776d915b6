import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '@/lib/api-client';
import type { AdminOfferResponse, AdminOffersResponse } from '@/lib/api-types';
import { saveBlob } from './csv';
import { adminKeys } from './keys';

/** OfferFilter is the desk's query: one vehicle or all, a status, an order. */
export interface OfferFilter {
  vehicle: number | null;
  status: string;
  sort: 'amount' | 'newest' | '';
}

export const offersQuery = (f: OfferFilter) =>
  queryOptions({
    queryKey: adminKeys.offers(f),
    queryFn: ({ signal }) => api.get<AdminOffersResponse>('/admin/offers', { ...f }, signal),
    staleTime: 5_000,
  });

export const useAdminOffers = (f: OfferFilter) => useQuery(offersQuery(f));

export type OfferAction = 'win' | 'lose' | 'purchase';

export function useDecideOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: OfferAction }) =>
      api.post<AdminOfferResponse>(`/admin/offers/${id}/${action}`),
    onSettled: () => void qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** downloadOffers saves the offers the desk's filter selects as CSV, every one. */
export async function downloadOffers(f: OfferFilter): Promise<void> {
  const blob = await request<Blob>('/admin/offers/export', { params: { ...f }, blob: true });
  saveBlob(blob, `garihaat-offers${f.vehicle ? `-${f.vehicle}` : ''}`);
}
