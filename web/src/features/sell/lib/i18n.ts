import { useTranslation } from 'react-i18next';
import i18n from '@/lib/i18n';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

/** The seller's strings: registered by the sell chunk, so buyers who never sell never download them. */
export const SELL_NS = 'sell';

i18n.addResourceBundle('bn', SELL_NS, bn, true, true);
i18n.addResourceBundle('en', SELL_NS, en, true, true);

/** useSellT is useTranslation bound to the seller's namespace. */
export function useSellT() {
  return useTranslation(SELL_NS);
}
