import { useTranslation } from 'react-i18next';

/**
 * NoData is the spec's empty-list message ('No Data Found!'). With onRetry
 * (the data failed to load) it offers to load it again.
 */
export function NoData({ className = '', onRetry }: { className?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`py-10 text-center text-slate-600 ${className}`}>
      <p>{t('common.noData')}</p>
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
