import { useTranslation } from 'react-i18next';
import { contactEmail, HOTLINE } from '@/lib/config';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** ContactBlock lists the hotline, business hours, e-mail and office (spec §1). */
export function ContactBlock() {
  const { t } = useTranslation('legal');
  const lang = useLanguage();
  const email = contactEmail();
  return (
    <section className="rounded-xl border border-emerald-100 bg-emerald-50 p-5 text-emerald-950">
      <h2 className="text-xl font-semibold">{t('contact.heading')}</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-emerald-900">{t('contact.hotline')}</dt>
          <dd>
            <a href={`tel:${HOTLINE}`} className="text-lg font-semibold underline underline-offset-4">
              {toLocalDigits(HOTLINE, lang)}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-emerald-900">{t('contact.hours')}</dt>
          <dd className="font-medium">{t('contact.hoursValue')}</dd>
        </div>
        {email && (
          <div>
            <dt className="text-sm text-emerald-900">{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${email}`} className="break-all font-medium underline underline-offset-4">
                {email}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-emerald-900">{t('contact.office')}</dt>
          <dd className="font-medium">{t('contact.officeValue')}</dd>
        </div>
      </dl>
    </section>
  );
}
