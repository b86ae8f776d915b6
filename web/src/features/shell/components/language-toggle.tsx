import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/i18n';

const LABELS = { bn: 'বাংলা', en: 'English' } as const;

/** LanguageToggle switches between Bangla and English; i18n remembers the choice. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('header.language')} className={`flex rounded-full bg-white/10 p-0.5 ${className}`}>
      {LANGUAGES.map((lng) => {
        const active = (i18n.language === 'en' ? 'en' : 'bn') === lng;
        return (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={active}
            onClick={() => void i18n.changeLanguage(lng)}
            className={`min-h-11 rounded-full px-3 py-1 text-xs font-medium transition sm:min-h-0 ${
              active ? 'bg-white text-emerald-900' : 'text-white hover:bg-white/20'
            }`}
          >
            {LABELS[lng]}
          </button>
        );
      })}
    </div>
  );
}
