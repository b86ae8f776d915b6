import { useTranslation } from 'react-i18next';

/** PageTitle sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const site = t('brand.name');
  return <title>{title ? `${title} | ${site}` : `${site} — ${t('brand.tagline')}`}</title>;
}
