/**
 * Where a visitor goes back to after signing in: the path rides to /login
 * in the navigation state ({ from }, kept by the browser's history across a
 * reload), or in ?next= for a link from outside the app. Either can be
 * forged, so only a path of this site is followed: never another origin
 * (//evil.example, /\evil.example, https://…), nor the sign-in pages
 * themselves (a loop).
 */

const SIGN_IN_PAGES = ['/login', '/account/activate'];

/** safeReturnPath is raw as a path of this site (path, query and hash), or null when it is not one. */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  // One leading slash, then no second slash or backslash: browsers read
  // "//host" and "/\host" as another origin. No control characters
  // (a tab or newline inside "/\t/host" is dropped by URL parsing).
  if (!/^\/(?![/\\])/.test(raw) || raw.includes('\\') || [...raw].some((c) => c <= '\u001f' || c === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://garihaat.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://garihaat.invalid') return null;
  if (SIGN_IN_PAGES.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  return url.pathname + url.search + url.hash;
}

/** SignInLink is where a "sign in" link goes: /login, with the way back in its state. */
export interface SignInLink {
  to: '/login';
  state: { from: string } | null;
}

/** signInLink is the sign-in page that comes back to returnTo (a path of this site) afterwards. */
export function signInLink(returnTo: string): SignInLink {
  const from = safeReturnPath(returnTo);
  return { to: '/login', state: from && from !== '/' ? { from } : null };
}

/**
 * returnPathOf reads where to go after sign-in from the address (?next=)
 * or, for older links within the app, the navigation state's from; null
 * when neither is a safe path.
 */
export function returnPathOf(location: { search: string; state?: unknown }): string | null {
  const next = new URLSearchParams(location.search).get('next');
  if (next !== null) return safeReturnPath(next);
  const from = (location.state as { from?: unknown } | null)?.from;
  return safeReturnPath(from);
}

/** withParam adds name=value to a path's query (the action to finish on return, e.g. bookmark=1). */
export function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'https://garihaat.invalid');
  url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}
