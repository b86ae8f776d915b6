import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { compareHref, MAX_COMPARE, useCompare } from '@/lib/compare';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/**
 * COMPARING_PAGES are the pages where vehicles are picked to compare: the
 * home page's rows, the lists and a vehicle's page (issue 50). Help, the
 * account, selling or signing in have nothing to add, and the tray there
 * only covers the page.
 */
const COMPARING_PAGES = [/^\/$/, /^\/all-vehicles\/?$/, /^\/vehicles(\/|$)/, /^\/vehicle-details\/./];

/** comparingPage reports whether the tray belongs on pathname. */
export function comparingPage(pathname: string): boolean {
  return COMPARING_PAGES.some((p) => p.test(pathname));
}

/**
 * CompareTray follows the visitor across the pages where vehicles are
 * picked while they wait to be compared: how many, a link to compare them,
 * and clear. Above the phone's tab bar; not on the comparison page itself.
 */
export function CompareTray() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { items, clear } = useCompare();
  const { pathname } = useLocation();
  if (items.length === 0 || !comparingPage(pathname)) return null;
  return (
    // On a phone a solid strip on top of the tab bar, so no line of the page
    // peeks out between them or around the tray's corners while scrolling;
    // wider, only the tray itself, floating.
    <div className="border-t border-slate-200 bg-white px-2 py-2 lg:mx-auto lg:max-w-xl lg:border-0 lg:bg-transparent lg:px-0 lg:pb-4 lg:pt-0">
      <div
        role="region"
        aria-label={t('compare.tray')}
        data-testid="compare-tray"
        className="mx-auto flex max-w-xl items-center gap-2 rounded-xl bg-slate-900 p-2 pl-4 text-sm text-white shadow-lg"
      >
        <span className="min-w-0 flex-1 truncate">
          {t('compare.count', { n: toLocalDigits(items.length, lang), max: toLocalDigits(MAX_COMPARE, lang) })}
        </span>
        <button type="button" onClick={clear} className="rounded-md px-3 py-2 text-slate-200 hover:bg-slate-800">
          {t('compare.clear')}
        </button>
        <Link to={compareHref(items.map((x) => x.slug))} className="rounded-md bg-amber-400 px-4 py-2 font-semibold text-slate-900 hover:bg-amber-300">
          {t('compare.go')}
        </Link>
      </div>
    </div>
  );
}
