import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Footer } from '@/lib/api-types';

export type FootersData = Footer;

export function getFootersData(signal?: AbortSignal): Promise<FootersData> {
  return api.get<FootersData>('/get-footers-data', undefined, signal);
}

export const footersDataQuery = () =>
  queryOptions({
    queryKey: ['footers-data'],
    queryFn: ({ signal }) => getFootersData(signal),
    staleTime: 30 * 60 * 1000,
  });

/** useFootersData loads the footer lists; failures are ignored (spec §7). */
export function useFootersData() {
  return useQuery({ ...footersDataQuery(), retry: false });
}
