import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '@/lib/api-client';
import type { Pagination, SearchNote, VehicleSummary } from '@/lib/api-types';
import { PAGE_SIZE } from '../lib/filters';

export interface VehiclePage {
  products: VehicleSummary[];
  pagination: Pagination;
  /** Set when the search read the query otherwise (a misspelling forgiven). */
  search?: SearchNote;
}

type RawPage = { products?: VehicleSummary[] | null; pagination?: Pagination; search?: SearchNote } & Partial<Pagination>;

/**
 * normalizePage accepts the three shapes spec §7 allows: a pagination
 * object, top-level pagination fields, or only products.
 */
export function normalizePage(raw: RawPage, page: number): VehiclePage {
  const products = raw.products ?? [];
  if (raw.pagination) return { products, pagination: raw.pagination, ...(raw.search ? { search: raw.search } : {}) };
  if (typeof raw.total === 'number') {
    return {
      products,
      pagination: {
        total: raw.total,
        per_page: raw.per_page ?? PAGE_SIZE,
        current_page: raw.current_page ?? page,
        last_page: raw.last_page ?? Math.max(1, Math.ceil(raw.total / (raw.per_page ?? PAGE_SIZE))),
        from: raw.from ?? null,
        to: raw.to ?? null,
        has_more_pages: raw.has_more_pages ?? false,
      },
    };
  }
  return {
    products,
    pagination: {
      total: products.length,
      per_page: products.length,
      current_page: 1,
      last_page: 1,
      from: products.length ? 1 : null,
      to: products.length || null,
      has_more_pages: false,
    },
  };
}

export async function getVehicles(params: Record<string, QueryValue>, signal?: AbortSignal): Promise<VehiclePage> {
  const raw = await api.get<RawPage>('/get-vehicles', params, signal);
  return normalizePage(raw, Number(params.page ?? 1));
}

export const vehiclesQuery = (params: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['vehicles', params],
    queryFn: ({ signal }) => getVehicles(params, signal),
    staleTime: 60 * 1000,
  });

/** useVehicles loads one list page; the previous page stays visible while the next loads. */
export function useVehicles(params: Record<string, QueryValue>) {
  return useQuery({ ...vehiclesQuery(params), placeholderData: keepPreviousData });
}
