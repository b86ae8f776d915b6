import '@/locales/legal';
import { useTranslation } from 'react-i18next';
import { ContactBlock } from '../components/contact-block';
import { Section, StaticPage, type TextSection } from '../components/static-page';

/** AboutPage: who we are, real-time bidding, why people trust us (spec §2). */
export default function AboutPage() {
  const { t } = useTranslation('legal');
  const sections = t('about.sections', { returnObjects: true }) as TextSection[];
  return (
    <StaticPage title={t('about.title')} lead={<p>{t('about.lead')}</p>}>
      {sections.map((s) => (
        <Section key={s.heading} {...s} />
      ))}
      <ContactBlock />
    </StaticPage>
  );
}
