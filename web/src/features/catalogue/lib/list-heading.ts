import type { TFunction } from 'i18next';
import type { District, FilterParams } from '@/lib/api-types';
import type { Language } from '@/lib/i18n';
import { savedQueryOf, searchSummary } from '@/lib/search-summary';
import { activeFilterCount, toApiParams, type ListFilters } from './filters';

/**
 * listHeading names what the list shows (issue 50): the search or the
 * brand, and the filters chosen, read out as a saved search reads them
 * ("Truck · up to ৳10 lakh") — not "All vehicles" over a list of trucks.
 */
export function listHeading(
  t: TFunction,
  lang: Language,
  scope: { query?: string; brandName?: string },
  filters: ListFilters,
  options: FilterParams | undefined,
  districts?: District[],
): string {
  const base = scope.query
    ? t('list.searchResults', { query: scope.query })
    : scope.brandName !== undefined
      ? t('list.brandVehicles', { brand: scope.brandName })
      : '';
  if (activeFilterCount(filters) === 0) return base || t('list.allVehicles');
  const chosen = searchSummary(savedQueryOf({ ...toApiParams(filters, {}), sort: undefined }), options, lang, districts);
  return base ? `${base} · ${chosen}` : chosen;
}
