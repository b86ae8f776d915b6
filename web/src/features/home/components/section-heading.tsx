import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** SectionHeading is a home section title with an optional 'view all' link. */
export function SectionHeading({
  title,
  to,
  onViewAll,
  id,
}: {
  title: string;
  to?: string;
  onViewAll?: () => void;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {to && (
        <Link
          to={to}
          onClick={onViewAll}
          className="shrink-0 text-sm font-medium text-emerald-800 hover:underline"
          aria-label={`${t('common.viewAll')}: ${title}`}
        >
          {t('common.viewAll')} →
        </Link>
      )}
    </div>
  );
}
