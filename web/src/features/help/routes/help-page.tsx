import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ChatIcon, MailIcon, PhoneIcon } from '@/components/icons';
import { NoData } from '@/components/no-data';
import { PageTitle } from '@/components/page-title';
import { Skeleton } from '@/components/skeleton';
import { contactEmail, HOTLINE } from '@/lib/config';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from '../components/faq-accordion';

/** HelpPage is the FAQ accordion plus ways to reach customer service. */
export default function HelpPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data, isPending } = useFaqs();
  const email = contactEmail();
  const faqs = data?.faqs ?? [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <PageTitle title={t('help.title')} />
      <Breadcrumbs items={[{ label: t('nav.help') }]} />
      <h1 className="mt-3 text-2xl font-semibold">{t('help.title')}</h1>
      <p className="mt-2 text-slate-700">{t('help.text')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a
          href={`tel:${HOTLINE}`}
          className="flex items-center justify-center gap-2 rounded-md bg-emerald-800 px-5 py-2.5 font-medium text-white hover:bg-emerald-900"
        >
          <PhoneIcon size={18} />
          {t('help.call', { phone: toLocalDigits(HOTLINE, lang) })}
        </a>
        <Link
          to="/ask"
          data-testid="contact-support"
          className="flex items-center justify-center gap-2 rounded-md border border-emerald-800 px-5 py-2.5 font-medium text-emerald-900 hover:bg-emerald-50"
        >
          <ChatIcon size={18} />
          {t('help.write')}
        </Link>
        {email && (
          <a
            href={`mailto:${email}`}
            className="flex items-center justify-center gap-2 rounded-md border border-emerald-800 px-5 py-2.5 font-medium text-emerald-900 hover:bg-emerald-50"
          >
            <MailIcon size={18} />
            {t('help.email')}: {email}
          </a>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('help.hours')}</p>
      <h2 className="mb-3 mt-8 text-xl font-semibold">{t('help.faqTitle')}</h2>
      {isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : faqs.length === 0 ? (
        <NoData />
      ) : (
        <FaqAccordion faqs={faqs} />
      )}
    </div>
  );
}
