import { useTranslation } from 'react-i18next';

/** NoData is the spec's empty-list message ('No Data Found!'). */
export function NoData({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={`py-10 text-center text-slate-600 ${className}`}>
      {t('common.noData')}
    </p>
  );
}
