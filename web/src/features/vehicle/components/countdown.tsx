import { useTranslation } from 'react-i18next';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { TimeLeft } from '../lib/countdown';

/** Countdown shows days, hours, minutes and seconds left in the offer window. */
export function Countdown({ left }: { left: TimeLeft }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const parts = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  return (
    <div data-testid="countdown">
      <p className="mb-2 text-sm font-medium text-slate-700">{t('vehicle.offerEndsIn')}</p>
      <dl className="grid grid-cols-4 gap-2 text-center" aria-live="off">
        {parts.map(([key, value]) => (
          <div key={key} className="flex flex-col-reverse rounded-lg bg-emerald-900 py-2 text-white">
            <dt className="text-xs text-emerald-100">{t(`vehicle.time.${key}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums">{toLocalDigits(String(value).padStart(2, '0'), lang)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
