import { useTranslation } from 'react-i18next';
import i18n from '@/lib/i18n';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

/** The messages' strings: registered by the messages chunk only. */
export const MESSAGES_NS = 'messages';

i18n.addResourceBundle('bn', MESSAGES_NS, bn, true, true);
i18n.addResourceBundle('en', MESSAGES_NS, en, true, true);

/** useMessagesT is useTranslation bound to the messages' namespace. */
export function useMessagesT() {
  return useTranslation(MESSAGES_NS);
}
