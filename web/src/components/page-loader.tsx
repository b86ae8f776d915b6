import { useTranslation } from 'react-i18next';

/** PageLoader is the fallback while a lazy route's code arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen items-start justify-center pt-24">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
