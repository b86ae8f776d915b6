import { useTranslation } from 'react-i18next';
import { useShowingSaved } from '@/lib/offline';

/**
 * OfflineNotice says, while the phone has no connection, that the pages
 * shown are what was saved on it (issue 30: the service worker's copies),
 * so nobody takes an old price for today's.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  if (!useShowingSaved()) return null;
  return (
    <p role="status" data-testid="offline-notice" className="sticky top-0 z-40 bg-slate-800 px-4 py-2 text-center text-sm text-white">
      {t('offline.notice')}
    </p>
  );
}
