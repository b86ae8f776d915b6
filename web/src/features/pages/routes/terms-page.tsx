import '@/locales/legal';
import { useTranslation } from 'react-i18next';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { ContactBlock } from '../components/contact-block';
import { Section, StaticPage, type TextSection } from '../components/static-page';

/** TermsPage: the 12 numbered sections of the Terms and Conditions (spec §2). */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  const lang = useLanguage();
  const sections = t('terms.sections', { returnObjects: true }) as TextSection[];
  return (
    <StaticPage title={t('terms.title')} lead={<p>{t('terms.lead')}</p>}>
      {sections.map((s, i) => (
        <Section key={s.heading} {...s} heading={`${toLocalDigits(i + 1, lang)}. ${s.heading}`} />
      ))}
      <ContactBlock />
    </StaticPage>
  );
}
