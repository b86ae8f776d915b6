import i18n from '@/lib/i18n';
import bn from './bn/legal.json';
import en from './en/legal.json';

/**
 * The 'legal' namespace holds the long texts of the company pages (About,
 * Careers, Terms); only those lazy page modules import it.
 */
export const LEGAL_NS = 'legal';

i18n.addResourceBundle('bn', LEGAL_NS, bn, true, true);
i18n.addResourceBundle('en', LEGAL_NS, en, true, true);
