import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * GuestOnly shows its page to signed-out visitors; a signed-in user goes
 * back to the page that sent them to sign in, or to /account/info.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (loading) return <PageLoader />;
  if (user) return <Navigate to={from?.startsWith('/') && !from.startsWith('//') ? from : '/account/info'} replace />;
  return children;
}

/** RequireAuth sends signed-out visitors to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** NewUserOnly lets through only right after a new user's first sign-in (isNewUser flag). */
export function NewUserOnly({ children }: { children: ReactNode }) {
  let isNew = false;
  try {
    isNew = localStorage.getItem(STORAGE_KEYS.isNewUser) === 'true';
  } catch {
    isNew = false;
  }
  if (!isNew) return <Navigate to="/login" replace />;
  return children;
}
