import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/i18n';

const LABELS = { bn: 'বাংলা', en: 'English' } as const;

/** LanguageSwitch lets the sign-in pages (which have no site header) change language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('account');
  const current = i18n.language === 'en' ? 'en' : 'bn';
  return (
    <div role="group" aria-label={t('login.language')} className="flex rounded-full border border-slate-300 bg-white p-0.5">
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          onClick={() => void i18n.changeLanguage(lng)}
          className={`rounded-full px-3 py-1 text-sm font-medium ${
            current === lng ? 'bg-emerald-800 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {LABELS[lng]}
        </button>
      ))}
    </div>
  );
}
