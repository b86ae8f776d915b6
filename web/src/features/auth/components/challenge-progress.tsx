import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';

/**
 * ChallengeProgress shows the browser's short check before a code is sent
 * while many new numbers ask for codes (issue 46): what is happening and
 * how far it got. share is of the expected work; the bar never claims done.
 */
export function ChallengeProgress({ share }: { share: number }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const percent = Math.round(share * 100);
  return (
    <div data-testid="challenge-progress" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
      <p className="font-medium">{t('login.checking')}</p>
      <p className="mt-1 text-sm">{t('login.checkingWhy')}</p>
      <div
        role="progressbar"
        aria-label={t('login.checking')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-emerald-100"
      >
        <div className="h-full bg-emerald-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-right text-sm tabular-nums">{new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en', { style: 'percent' }).format(percent / 100)}</p>
    </div>
  );
}
