import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKey, type Offer } from './types';

export interface PurchaseOffersResponse {
  status: boolean;
  offers: Offer[] | null;
}

/** getPurchaseOffers lists the vehicles the user bought (GET /purchase-offers). */
export function getPurchaseOffers(signal?: AbortSignal): Promise<PurchaseOffersResponse> {
  return api.get<PurchaseOffersResponse>('/purchase-offers', undefined, signal);
}

export const purchaseOffersQuery = (userId?: number) =>
  queryOptions({
    queryKey: accountKey(userId, 'purchases'),
    queryFn: ({ signal }) => getPurchaseOffers(signal),
    staleTime: 0,
    select: (d) => d.offers ?? [],
  });

export function usePurchaseOffers() {
  const { user } = useSession();
  return useQuery(purchaseOffersQuery(user?.id));
}
