import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { returnPathOf, signInLink } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * GuestOnly shows its page to signed-out visitors; a signed-in user goes
 * back to the page that sent them to sign in (a path of this site only),
 * or to /account/info.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const back = returnPathOf(useLocation());
  if (loading) return <PageLoader />;
  if (user) return <Navigate to={back ?? '/account/info'} replace />;
  return children;
}

/** RequireAuth sends signed-out visitors to /login, which brings them back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) {
    const link = signInLink(location.pathname + location.search);
    return <Navigate to={link.to} replace state={link.state} />;
  }
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
