import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from './api-client';
import { forgetUserAnswers } from './offline-caches';
import { queryClient } from './query-client';
import type { User } from './api-types';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The sign-in session: the token lives in localStorage under authToken, the
 * current user is fetched from GET /user at start-up (spec §4).
 */
export interface Session {
  /** The signed-in user; null when signed out. */
  user: User | null;
  /** True while the start-up user fetch is running. */
  loading: boolean;
  setUser: (user: User | null) => void;
  /** signIn stores the token and loads the current user. */
  signIn: (token: string) => Promise<User | null>;
  /** refreshUser reloads the current user from the server. */
  refreshUser: () => Promise<User | null>;
  /**
   * signOut calls POST /logout when a token exists, then clears the session;
   * serverGone skips the call when the server ended the session already (a
   * deleted account).
   */
  signOut: (opts?: { serverGone?: boolean }) => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
}

function clearStoredSession() {
  // The service worker's copies of this user's answers end with the session.
  forgetUserAnswers();
  try {
    localStorage.removeItem(STORAGE_KEYS.authToken);
    localStorage.removeItem(STORAGE_KEYS.isNewUser);
  } catch {
    /* nothing stored */
  }
}

/** The current-user answer is not fully specified: accept {user}, {data} or the bare user. */
export function unwrapUser(data: unknown): User | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const u = (d.user ?? d.data ?? d) as Record<string, unknown>;
  if (!u || typeof u !== 'object' || !('phone' in u || 'name' in u)) return null;
  return u as unknown as User;
}

export async function fetchCurrentUser(): Promise<User | null> {
  return unwrapUser(await api.get<unknown>('/user'));
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState<boolean>(() => readToken() !== null);

  const refreshUser = useCallback(async () => {
    const u = await fetchCurrentUser();
    setUser(u);
    return u;
  }, []);

  useEffect(() => {
    if (!readToken()) return;
    let alive = true;
    fetchCurrentUser()
      .then((u) => {
        if (!alive) return;
        if (u) setUser(u);
        else clearStoredSession();
      })
      .catch(() => {
        // Spec: a failed fetch clears the session. Offline, the service
        // worker answers /user from the session's own cache (src/sw.ts).
        if (alive) clearStoredSession();
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
  }, []);

  const signIn = useCallback(
    async (token: string) => {
      localStorage.setItem(STORAGE_KEYS.authToken, token);
      // Answers cached for the previous visitor (isBookmarked…) are not this user's.
      queryClient.clear();
      return refreshUser();
    },
    [refreshUser],
  );

  const signOut = useCallback(async (opts?: { serverGone?: boolean }) => {
    try {
      if (readToken() && !opts?.serverGone) await api.post('/logout');
    } catch (err) {
      console.error('logout failed', err);
    } finally {
      clearStoredSession();
      // Staff share office computers: nothing cached for this user may be
      // shown to the next one (a vehicle's isBookmarked, back-office lists).
      queryClient.clear();
      setUser(null);
    }
  }, []);

  const value = useMemo<Session>(
    () => ({ user, loading, setUser, signIn, refreshUser, signOut }),
    [user, loading, signIn, refreshUser, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** useSession returns the sign-in session; it must be used under SessionProvider. */
export function useSession(): Session {
  const s = use(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/** hasToken reports whether a token is stored (used before calls that need sign-in). */
export function hasToken(): boolean {
  return readToken() !== null;
}
