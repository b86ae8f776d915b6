import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';

/**
 * useSessionExpiry returns a handler that, for a 401 answer, tells the user
 * their session ended and clears it (the login guard then sends them to
 * /login). It reports whether it handled the error.
 */
export function useSessionExpiry() {
  const { t } = useTranslation('account');
  const { signOut } = useSession();
  return useCallback(
    (err: unknown): boolean => {
      if (!(err instanceof ApiError) || err.status !== 401) return false;
      notify('warning', err.message || t('account.sessionExpired'));
      void signOut();
      return true;
    },
    [signOut, t],
  );
}

/** useExpireOn401 applies useSessionExpiry to a query's error. */
export function useExpireOn401(error: unknown) {
  const expire = useSessionExpiry();
  useEffect(() => {
    if (error) expire(error);
  }, [error, expire]);
}
