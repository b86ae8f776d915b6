import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from './i18n';

/** useAdminT is useTranslation bound to the back office's namespace. */
export function useAdminT() {
  return useTranslation(ADMIN_NS);
}
