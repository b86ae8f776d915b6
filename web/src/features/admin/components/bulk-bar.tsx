import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { BulkAction } from '../api/get-vehicles';
import { useAdminT } from '../lib/use-admin-t';

const ACTIONS: BulkAction[] = ['publish', 'archive', 'draft'];

/** BulkBar is what a clerk can do with the rows they ticked. */
export function BulkBar({ count, busy, onAction, onClear }: { count: number; busy: boolean; onAction: (a: BulkAction) => void; onClear: () => void }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  return (
    <div role="toolbar" aria-label={t('vehicles.bulk.label')} className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg bg-emerald-900 px-3 py-2 text-sm text-white shadow">
      <span className="font-medium">{t('vehicles.selected', { n: formatNumber(count, lang) })}</span>
      {ACTIONS.map((a) => (
        <button key={a} type="button" disabled={busy} onClick={() => onAction(a)}
          className="rounded border border-white/40 px-2.5 py-1 hover:bg-white/10 disabled:opacity-60">
          {t(`vehicles.bulk.${a}.do`)}
        </button>
      ))}
      <button type="button" onClick={onClear} className="ml-auto rounded px-2 py-1 text-emerald-100 underline hover:text-white">
        {t('vehicles.clearSelection')}
      </button>
    </div>
  );
}
