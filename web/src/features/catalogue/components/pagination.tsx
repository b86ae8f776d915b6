import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** pageWindow lists the page numbers to show, with null for a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Pagination renders real links (?page=N), so pages can be shared and reloaded. */
export function Pagination({ current, last, hrefFor }: { current: number; last: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (last <= 1) return null;
  const base = 'flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';
  return (
    <nav aria-label={t('list.pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} className={`${base} border-slate-300 bg-white hover:bg-slate-100`} aria-label={t('common.previous')}>
              <ChevronLeftIcon size={16} />
            </Link>
          ) : (
            <span className={`${base} border-slate-200 text-slate-400`} aria-hidden="true">
              <ChevronLeftIcon size={16} />
            </span>
          )}
        </li>
        {pageWindow(current, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === current ? 'page' : undefined}
                aria-label={t('list.page', { n: formatNumber(p, lang) })}
                className={`${base} ${p === current ? 'border-emerald-800 bg-emerald-800 text-white' : 'border-slate-300 bg-white hover:bg-slate-100'}`}
              >
                {formatNumber(p, lang)}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link to={hrefFor(current + 1)} className={`${base} border-slate-300 bg-white hover:bg-slate-100`} aria-label={t('common.next')}>
              <ChevronRightIcon size={16} />
            </Link>
          ) : (
            <span className={`${base} border-slate-200 text-slate-400`} aria-hidden="true">
              <ChevronRightIcon size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
