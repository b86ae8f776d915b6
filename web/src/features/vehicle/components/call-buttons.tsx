import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '@/components/icons';
import { HOTLINE } from '@/lib/config';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** CallButtons offers the hotline to buyers who prefer to talk. */
export function CallButtons() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="rounded-lg bg-emerald-50 p-4" data-testid="call-block">
      <p className="text-sm text-slate-700">{t('vehicle.callPrompt')}</p>
      <a
        href={`tel:${HOTLINE}`}
        className="mt-2 flex items-center justify-center gap-2 rounded-md border border-emerald-800 bg-white py-2.5 font-semibold text-emerald-900 hover:bg-emerald-100"
      >
        <PhoneIcon size={18} />
        {t('vehicle.callHotline', { phone: toLocalDigits(HOTLINE, lang) })}
      </a>
    </div>
  );
}
