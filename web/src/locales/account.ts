import i18n from '@/lib/i18n';
import bn from './bn/account.json';
import en from './en/account.json';

/**
 * The 'account' namespace (sign-in, account area) is registered by the lazy
 * route modules that import this file, so its strings ship in their chunks
 * instead of the main bundle.
 */
export const ACCOUNT_NS = 'account';

i18n.addResourceBundle('bn', ACCOUNT_NS, bn, true, true);
i18n.addResourceBundle('en', ACCOUNT_NS, en, true, true);
