import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageTitle title={t('pages.notFound.title')} />
      <h1 className="text-2xl font-semibold">{t('pages.notFound.title')}</h1>
      <p className="mt-3 text-slate-700">{t('pages.notFound.body')}</p>
      <Link to="/" className="mt-6 inline-block font-medium text-emerald-800 underline">
        {t('bid.backHome')}
      </Link>
    </div>
  );
}
