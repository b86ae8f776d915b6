import i18n from '@/lib/i18n';
import bn from '../locales/bn/admin.json';
import en from '../locales/en/admin.json';

/**
 * The back office's strings live in its own 'admin' namespace, registered
 * by the admin chunk: none of them ships to buyers.
 */
export const ADMIN_NS = 'admin';

i18n.addResourceBundle('bn', ADMIN_NS, bn, true, true);
i18n.addResourceBundle('en', ADMIN_NS, en, true, true);
