import { useTranslation } from 'react-i18next';

/** Logo is the word mark: a truck glyph and the product name in the active language. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="8" fill={inverted ? '#fff' : '#065f46'} />
        <path d="M7 12h13v10H7zM20 15h5l4 4v3h-9z" fill={inverted ? '#065f46' : '#fff'} />
        <circle cx="12" cy="24" r="2.6" fill="#f59e0b" />
        <circle cx="24" cy="24" r="2.6" fill="#f59e0b" />
      </svg>
      <span className={`text-xl font-semibold leading-none ${inverted ? 'text-white' : 'text-emerald-900'}`}>
        {t('brand.name')}
      </span>
    </span>
  );
}
