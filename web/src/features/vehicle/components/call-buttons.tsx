import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '@/components/icons';
import { HOTLINE, whatsappLink } from '@/lib/config';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/**
 * CallButtons offers the hotline, and a WhatsApp chat about this vehicle,
 * to buyers who prefer to talk.
 */
export function CallButtons({ vehicle }: { vehicle?: { title: string; url: string } }) {
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
      {vehicle && (
        <a
          href={whatsappLink(t('vehicle.whatsappText', { title: vehicle.title, url: vehicle.url }))}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 flex min-h-11 items-center justify-center gap-2 rounded-md bg-[#1f7a4d] py-2.5 font-semibold text-white hover:bg-[#176039]"
        >
          {t('vehicle.whatsapp')}
        </a>
      )}
    </div>
  );
}
