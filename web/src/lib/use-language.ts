import { useTranslation } from 'react-i18next';
import type { Language } from './i18n';

/** useLanguage returns the active language and re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'bn';
}
