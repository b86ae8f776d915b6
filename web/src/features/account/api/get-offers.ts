import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { OffersResponse } from '@/lib/api-types';
import { accountKey } from './types';

/** getOffers lists the signed-in user's bid offers (GET /offers). */
export function getOffers(signal?: AbortSignal): Promise<OffersResponse> {
  return api.get<OffersResponse>('/offers', undefined, signal);
}

export const offersQuery = (userId?: number) =>
  queryOptions({
    queryKey: accountKey(userId, 'offers'),
    queryFn: ({ signal }) => getOffers(signal),
    // A bid sent a moment ago must show up: always refetch when the list opens.
    staleTime: 0,
    select: (d) => d.offers ?? [],
  });

export function useOffers() {
  const { user } = useSession();
  return useQuery(offersQuery(user?.id));
}
