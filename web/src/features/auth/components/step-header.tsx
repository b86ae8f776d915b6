import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '@/components/icons';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** Number of sign-in steps: phone, code, success (spec §9). */
export const LOGIN_STEPS = 3;

/** StepHeader is the back control and the "Step n of 3" counter above each sign-in step. */
export function StepHeader({ step, onBack }: { step: number; onBack?: () => void }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  return (
    <div className="mb-6 flex items-center justify-between gap-3">
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          className="-ml-2 flex items-center gap-1 rounded-md px-2 py-1.5 font-medium text-slate-700 hover:bg-slate-200"
        >
          <ChevronLeftIcon size={20} />
          {t('login.back')}
        </button>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-3">
        <span className="text-sm text-slate-600">
          {t('login.step', { step: toLocalDigits(step, lang), total: toLocalDigits(LOGIN_STEPS, lang) })}
        </span>
        <span aria-hidden="true" className="flex gap-1">
          {Array.from({ length: LOGIN_STEPS }, (_, i) => (
            <span key={i} className={`h-1.5 w-6 rounded-full ${i < step ? 'bg-emerald-700' : 'bg-slate-300'}`} />
          ))}
        </span>
      </div>
    </div>
  );
}
