import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { CloseIcon, FilterIcon } from '@/components/icons';
import { NoData } from '@/components/no-data';
import { PageTitle } from '@/components/page-title';
import { listHeading } from '../lib/list-heading';
import { VehicleCard, VehicleCardSkeleton } from '@/components/vehicle-card';
import { useDistricts } from '@/lib/districts';
import { formatNumber } from '@/lib/format';
import { pickName } from '@/lib/localized';
import { rememberedVehicleType, STORAGE_KEYS } from '@/lib/storage-keys';
import { useLanguage } from '@/lib/use-language';
import { useBrands } from '../api/get-brands';
import { useFilterParams } from '@/lib/filter-params';
import { useVehicles } from '../api/get-vehicles';
import { FilterPanel } from '../components/filter-panel';
import { Pagination } from '../components/pagination';
import { ForgivenNote, NoMatch } from '../components/search-help';
import { SaveSearch } from '../components/save-search';
import {
  activeFilterCount,
  filtersToSearch,
  parseFilters,
  setSort,
  SORT_ORDERS,
  toApiParams,
  type ListFilters,
  type SortOrder,
} from '../lib/filters';

/**
 * VehicleListPage serves /all-vehicles, /vehicles/{brand_slug} and
 * /vehicles/query/{query}. Filters and page live in the query string.
 */
export default function VehicleListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { brandSlug, query } = useParams();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsTop = useRef<HTMLDivElement>(null);

  // A type remembered by a tile or footer link applies when /all-vehicles opens bare.
  const [initialType] = useState(() =>
    !brandSlug && !query && location.search === '' ? rememberedVehicleType() : null,
  );
  useEffect(() => {
    try {
      sessionStorage.removeItem(STORAGE_KEYS.vehicleTypeId);
    } catch {
      /* ignore */
    }
  }, []);

  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  // The router applies URL changes in a transition; the panel shows the
  // new selection at once so a checkbox never flickers back.
  const [optimistic, setOptimistic] = useState<ListFilters | null>(null);
  useEffect(() => setOptimistic(null), [searchParams]);
  const shown = optimistic ?? filters;
  const params = useMemo(() => toApiParams(filters, { brandSlug, query }), [filters, brandSlug, query]);
  const { data, isPending, isPlaceholderData, isError, refetch } = useVehicles(params);
  const { data: options } = useFilterParams();
  const { data: brandsData } = useBrands();
  const { data: districts } = useDistricts(filters.district.length > 0);

  // Moving to another page scrolls back to the top of the results.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
  }, [filters.page]);

  // A page beyond the last (an old link, a shrunk result) shows the last.
  const lastPage = data?.pagination?.last_page;
  const beyond = !isPending && !isPlaceholderData && data && lastPage !== undefined && data.pagination.total > 0 && filters.page > lastPage;
  useEffect(() => {
    if (beyond && lastPage) setSearchParams(filtersToSearch({ ...filters, page: lastPage }), { replace: true });
  }, [beyond, lastPage, filters, setSearchParams]);

  if (initialType) return <Navigate to={`/all-vehicles?vehicleType=${initialType}`} replace />;
  // Spec §5: a search of only spaces is no search.
  if (query !== undefined && query.trim() === '') return <Navigate to="/all-vehicles" replace />;
  // A brand nobody sells is a page that does not exist, not an empty list.
  if (brandSlug && brandsData && !brandsData.brands.some((b) => b.brand_slug === brandSlug)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="brand-not-found">
        <PageTitle title={t('list.brandNotFound')} />
        <h1 className="text-2xl font-semibold">{t('list.brandNotFound')}</h1>
        <Link to="/all-brand" className="mt-6 inline-block font-medium text-emerald-800 underline">
          {t('list.allBrands')}
        </Link>
      </div>
    );
  }

  const update = (next: ListFilters) => {
    setOptimistic(next);
    setSearchParams(filtersToSearch(next));
  };
  const hrefFor = (page: number) => {
    const sp = filtersToSearch({ ...filters, page });
    const qs = sp.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };

  const brand = brandSlug ? brandsData?.brands.find((b) => b.brand_slug === brandSlug) : undefined;
  const brandName = brand ? pickName(brand, lang) : brandSlug;
  const heading = listHeading(t, lang, { query, brandName: brandSlug ? (brandName ?? '') : undefined }, filters, options, districts);
  const crumbs: Crumb[] = [{ label: t('nav.allVehicles'), to: brandSlug || query ? '/all-vehicles' : undefined }];
  if (query) crumbs.push({ label: query });
  else if (brandSlug) crumbs.push({ label: brandName ?? '' });

  const products = data?.products ?? [];
  // An alert's short link marks the vehicles it told of (new=1,2,3).
  const marked = new Set((searchParams.get('new') ?? '').split(',').filter(Boolean).map(Number));
  const pagination = data?.pagination;
  const count = activeFilterCount(shown);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageTitle title={heading} />
      <Breadcrumbs items={crumbs} />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        {/* Full width on phones: the controls sit below whether or not the
            count has filled in, so they do not jump when it does. */}
        <div className="w-full sm:w-auto">
          <h1 className="text-2xl font-semibold">{heading}</h1>
          {/* The line is there while loading too, so the results do not shift down when it fills. */}
          <p className="min-h-5 text-sm text-slate-600" role="status" data-testid="result-count">
            {pagination && !isPending
              ? t('list.resultCount', { count: pagination.total, n: formatNumber(pagination.total, lang) })
              : null}
          </p>
          {query && !isPending && <ForgivenNote query={query} search={data?.search} />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SaveSearch params={params} />
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium lg:hidden"
            aria-expanded={drawerOpen}
          >
            <FilterIcon size={16} />
            {t('list.filters')}
            {count > 0 && <span className="rounded-full bg-emerald-800 px-2 text-xs text-white">{formatNumber(count, lang)}</span>}
          </button>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only sm:not-sr-only">{t('list.sortBy')}</span>
            <select
              value={shown.sort}
              onChange={(e) => update(setSort(shown, e.target.value as SortOrder))}
              className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
              aria-label={t('list.sortBy')}
            >
              {SORT_ORDERS.map((s) => (
                <option key={s} value={s}>
                  {t(`list.sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside
          aria-label={t('list.filters')}
          className={
            drawerOpen
              ? 'fixed inset-0 z-50 overflow-y-auto bg-white p-4 pb-24 lg:static lg:z-auto lg:bg-transparent lg:p-0'
              : 'hidden lg:block'
          }
        >
          {drawerOpen && (
            <div className="mb-2 flex justify-end lg:hidden">
              <button type="button" onClick={() => setDrawerOpen(false)} aria-label={t('common.close')} className="rounded-md p-2 hover:bg-slate-100">
                <CloseIcon />
              </button>
            </div>
          )}
          <div className="rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-32">
            <FilterPanel
              key={`${shown.minBudget}-${shown.maxBudget}`}
              filters={shown}
              options={options}
              onChange={update}
              hideBrand={Boolean(brandSlug)}
            />
          </div>
          {drawerOpen && (
            <div className="fixed inset-x-0 bottom-0 border-t border-slate-200 bg-white p-3 lg:hidden">
              <button
                type="button"
                onClick={() => setDrawerOpen(false)}
                className="w-full rounded-md bg-emerald-800 py-2.5 font-medium text-white"
              >
                {pagination ? t('list.showResults', { n: formatNumber(pagination.total, lang) }) : t('common.close')}
              </button>
            </div>
          )}
        </aside>

        <div ref={resultsTop} className="scroll-mt-32">
          <h2 className="sr-only">{t('list.results')}</h2>
          {marked.size > 0 && !isPending && (
            <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="new-banner">
              {t('newMarks.banner', { count: marked.size, n: formatNumber(marked.size, lang) })}
            </p>
          )}
          {isPending ? (
            <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 min-[480px]:gap-4 xl:grid-cols-3" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <VehicleCardSkeleton compact />
                </li>
              ))}
            </ul>
          ) : query && !isError && products.length === 0 ? (
            <NoMatch query={query} filters={filters} brands={brandsData?.brands} />
          ) : isError || products.length === 0 ? (
            <NoData onRetry={isError ? () => void refetch() : undefined} />
          ) : (
            <ul
              data-testid="vehicle-grid"
              className={`grid grid-cols-1 gap-3 transition-opacity min-[480px]:grid-cols-2 min-[480px]:gap-4 xl:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={isPlaceholderData}
            >
              {products.map((p, i) => (
                <li key={p.id} className={marked.has(p.id) ? 'relative rounded-xl ring-2 ring-amber-400' : undefined} data-new={marked.has(p.id) || undefined}>
                  {marked.has(p.id) && (
                    <span className="absolute -top-2.5 left-3 z-10 rounded-full bg-amber-400 px-2 text-xs font-semibold text-amber-950">{t('newMarks.badge')}</span>
                  )}
                  {/* The first cards are on screen at once: load their images first. */}
                  <VehicleCard vehicle={p} eager={i < 2} compact />
                </li>
              ))}
            </ul>
          )}
          {pagination && products.length > 0 && (
            <Pagination current={pagination.current_page} last={pagination.last_page} hrefFor={hrefFor} />
          )}
        </div>
      </div>
    </div>
  );
}
