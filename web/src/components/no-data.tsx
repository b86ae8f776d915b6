import { useTranslation } from 'react-i18next';
import { useShowingSaved } from '@/lib/offline';

/**
 * NoData is the spec's empty-list message ('No Data Found!'). With onRetry
 * (the data failed to load) it offers to load it again. Offline it says so
 * instead (issue 50): a page never opened on this phone, or My offers, has
 * nothing saved, which is not "no data".
 */
export function NoData({ className = '', onRetry }: { className?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const offline = useShowingSaved();
  return (
    <div role="status" data-testid={offline ? 'offline-empty' : undefined} className={`py-10 text-center text-slate-600 ${className}`}>
      <p>{offline ? t('offline.notSaved') : t('common.noData')}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 min-h-11 rounded-full border border-emerald-800 px-5 py-2 font-medium text-emerald-900 hover:bg-emerald-50"
        >
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
