import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Homepage } from '@/lib/api-types';

export type { Homepage };

export function getHomepage(signal?: AbortSignal): Promise<Homepage> {
  return api.get<Homepage>('/get-homepage', undefined, signal);
}

export const homepageQuery = () =>
  queryOptions({
    queryKey: ['homepage'],
    queryFn: ({ signal }) => getHomepage(signal),
  });

export function useHomepage() {
  return useQuery(homepageQuery());
}
