import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Brand, SearchNote } from '@/lib/api-types';
import { pickName } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import { filtersToSearch, type ListFilters } from '../lib/filters';

/** ForgivenNote says a search read the query otherwise (issue 27). */
export function ForgivenNote({ query, search }: { query: string; search?: SearchNote }) {
  const { t } = useTranslation();
  if (!search?.forgiven) return null;
  return (
    <p className="mt-1 text-sm text-amber-900" data-testid="search-note">
      {t('list.forgiven', { query, meant: search.meant })}
    </p>
  );
}

/**
 * NoMatch stands where the grid would for a search that found nothing:
 * what it searched for, and ways on — the same filters without the text,
 * any budget, the brands most vehicles are of — rather than a dead end.
 */
export function NoMatch({ query, filters, brands }: { query: string; filters: ListFilters; brands?: Brand[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const href = (path: string, f: ListFilters) => {
    const qs = filtersToSearch({ ...f, page: 1 }).toString();
    return `${path}${qs ? `?${qs}` : ''}`;
  };
  const budgeted = filters.minBudget !== null || filters.maxBudget !== null || filters.predefinedBudget.length > 0;
  const popular = [...(brands ?? [])].sort((a, b) => b.total_products - a.total_products).slice(0, 6);
  const chip = 'inline-flex min-h-11 items-center rounded-full border border-emerald-800 px-4 py-2 text-sm font-medium text-emerald-900 hover:bg-emerald-50';
  return (
    <div role="status" className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center" data-testid="no-match">
      <p className="font-medium text-slate-800">{t('common.noData')}</p>
      <p className="mt-1 text-slate-700">{t('list.noMatch', { query })}</p>
      <p className="mt-4 text-sm font-semibold text-slate-600">{t('list.tryInstead')}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        <li>
          <Link to={href('/all-vehicles', filters)} className={chip}>
            {t('list.withoutText')}
          </Link>
        </li>
        {budgeted && (
          <li>
            <Link
              to={href(`/vehicles/query/${encodeURIComponent(query)}`, { ...filters, minBudget: null, maxBudget: null, predefinedBudget: [] })}
              className={chip}
            >
              {t('list.widenBudget')}
            </Link>
          </li>
        )}
      </ul>
      {popular.length > 0 && (
        <>
          <p className="mt-5 text-sm font-semibold text-slate-600">{t('list.popularBrands')}</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {popular.map((b) => (
              <li key={b.id}>
                <Link to={`/vehicles/${b.brand_slug}`} className={chip}>
                  {pickName(b, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
