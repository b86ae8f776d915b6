import { useTranslation } from 'react-i18next';
import { badgeClasses, knownStatus } from '../lib/offer-status';

/** StatusBadge shows an offer's status; unknown statuses appear as their raw value on grey. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('account');
  const known = knownStatus(status);
  const label = known ? t(`offers.statuses.${known}`) : status || t('account.na');
  return (
    <span
      data-testid="status-badge"
      data-status={known ?? 'other'}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${badgeClasses(status)}`}
    >
      <span className="sr-only">{t('offers.status')}: </span>
      {label}
    </span>
  );
}
