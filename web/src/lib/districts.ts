import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { District, DistrictsResponse } from '@/lib/api-types';
import type { Language } from '@/lib/i18n';

export type { District };

/** districtsQuery is the districts call: the list changes only with a new release. */
export const districtsQuery = queryOptions({
  queryKey: ['districts'],
  queryFn: ({ signal }) => api.get<DistrictsResponse>('/districts', undefined, signal),
  staleTime: Infinity,
});

/**
 * useDistricts is Bangladesh's 64 districts as the server keeps them (garihaat.Districts, the one copy of
 * the list); a page that needs them only for a chosen district asks with enabled set to that.
 */
export function useDistricts(enabled = true) {
  return useQuery({ ...districtsQuery, select: (d) => d.districts, enabled });
}

/** districtName is a district's name in lang, or '' for an unknown code. */
export function districtName(all: District[] | undefined, code: string, lang: Language): string {
  const d = all?.find((x) => x.code === code);
  return d ? (lang === 'bn' ? d.name_bn : d.name) : '';
}
