import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import bn from '../locales/bn/translation.json';
import en from '../locales/en/translation.json';
import { STORAGE_KEYS } from './storage-keys';

export type Language = 'bn' | 'en';
export const LANGUAGES: Language[] = ['bn', 'en'];

function storedLanguage(): Language {
  // An address with ?lang= (the server's language alternates) wins; in a
  // built app early-start.js has already stored it and taken it away.
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  if (asked === 'en' || asked === 'bn') return asked;
  try {
    const v = localStorage.getItem(STORAGE_KEYS.language);
    return v === 'en' ? 'en' : 'bn';
  } catch {
    return 'bn';
  }
}

function applyToDocument(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng === 'en' ? 'en' : 'bn';
}

i18n.on('languageChanged', (lng) => {
  applyToDocument(lng);
  try {
    localStorage.setItem(STORAGE_KEYS.language, lng);
  } catch {
    /* private mode: the choice lasts for this visit only */
  }
});

void i18n.use(initReactI18next).init({
  resources: { bn: { translation: bn }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyToDocument(i18n.language);

/** currentLanguage is the active language, narrowed to the two we ship. */
export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'bn';
}

export default i18n;
