import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { Pagination } from '../api/types';
import { useAdminT } from '../lib/use-admin-t';

/** Pager moves between pages of a back-office list. */
export function Pager({ p, onPage }: { p: Pagination; onPage: (page: number) => void }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  if (p.last_page <= 1) return null;
  const btn = 'rounded border border-slate-300 px-3 py-1 text-sm disabled:opacity-40 hover:bg-slate-50';
  return (
    <nav aria-label={t('common.pages')} className="mt-3 flex items-center gap-2 text-sm">
      <button type="button" className={btn} disabled={p.current_page <= 1} onClick={() => onPage(p.current_page - 1)}>
        {t('common.previous')}
      </button>
      <span>
        {t('common.pageOf', { page: formatNumber(p.current_page, lang), last: formatNumber(p.last_page, lang) })}
      </span>
      <button type="button" className={btn} disabled={!p.has_more_pages} onClick={() => onPage(p.current_page + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}
