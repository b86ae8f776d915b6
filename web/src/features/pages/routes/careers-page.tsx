import '@/locales/legal';
import { useTranslation } from 'react-i18next';
import { CAREERS_URL } from '@/lib/config';
import { Section, StaticPage, type TextSection } from '../components/static-page';

/** CareersPage: why join, the teams we hire for, and the Apply Now link (spec §2). */
export default function CareersPage() {
  const { t } = useTranslation('legal');
  const sections = t('careers.sections', { returnObjects: true }) as TextSection[];
  return (
    <StaticPage title={t('careers.title')} lead={<p>{t('careers.lead')}</p>}>
      {sections.map((s) => (
        <Section key={s.heading} {...s} />
      ))}
      <a
        href={CAREERS_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-block rounded-lg bg-emerald-800 px-6 py-3 text-lg font-medium text-white hover:bg-emerald-900"
      >
        {t('careers.apply')}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    </StaticPage>
  );
}
