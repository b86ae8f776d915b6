// The caches the service worker (src/sw.ts) and the page share.

/** SAVED_HEADER marks an answer the service worker gave from its cache for want of a network. */
export const SAVED_HEADER = 'X-Garihaat-Saved';

/** USER_CACHE holds answers asked with a session token; it goes when the session ends. */
export const USER_CACHE = 'garihaat-user';

/** forgetUserAnswers deletes the signed-in user's cached answers (sign-out, an expired session). */
export function forgetUserAnswers(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(USER_CACHE).catch(() => undefined);
}
