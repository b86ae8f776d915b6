import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/i18n';

const LABELS = { bn: 'বাংলা', en: 'English' } as const;

/** LanguageToggle switches between Bangla and English; i18n remembers the choice. */
export function LanguageToggle({ className = '', light = false }: { className?: string; light?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('header.language')} className={`flex rounded-full p-0.5 ${light ? 'bg-slate-100' : 'bg-white/10'} ${className}`}>
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
              active ? (light ? 'bg-emerald-800 text-white' : 'bg-white text-emerald-900') : light ? 'text-slate-800 hover:bg-slate-200' : 'text-white hover:bg-white/20'
            }`}
          >
            {LABELS[lng]}
          </button>
        );
      })}
    </div>
  );
}
