/// <reference lib="webworker" />
// The service worker (issue 30): every caching rule of the site is here.
// Installed, the site opens with no connection and shows what the visitor
// saw: the app shell and fonts (precached at install), the last list
// pages, the vehicles opened in the last 7 days and, signed in, the saved
// list. Nothing is ever queued to send later: a bid or a save offline
// fails in the page, which says so.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { SAVED_HEADER, USER_CACHE } from './lib/offline-caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// A new release takes over on the next visit: the new worker does not wait
// for every old tab to close, and the old precache is dropped.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const week = 7 * 24 * 60 * 60;
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const get = (test: (path: string) => boolean) => ({ url, request }: RouteMatchCallbackOptions) =>
  request.method === 'GET' && sameOrigin(url) && test(url.pathname);
// An answer asked with a session token is the user's: it is kept only in
// USER_CACHE, which the page deletes when the session ends.
const signedIn = (request: Request) => request.headers.has('Authorization');

// Pages: the network first (fresh first paint); offline, the app shell,
// which renders the route from the cached answers below. The back office
// and the alert's short link are never answered offline.
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await fetch(options.request);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/admin/, /^\/api\//, /^\/media\//, /^\/n\//] },
  ),
);

// A NetworkFirst answer read from the cache is one the network failed to
// give: the page is told (SAVED_HEADER) and says it shows saved copies.
const markSaved: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_HEADER, '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
const networkFirst = (cacheName: string, maxEntries: number) =>
  new NetworkFirst({ cacheName, plugins: [new ExpirationPlugin({ maxEntries, maxAgeSeconds: week }), markSaved] });
const publicAnswers = networkFirst('garihaat-api', 30);
const userAnswers = networkFirst(USER_CACHE, 60);
const vehicleAnswers = networkFirst('garihaat-vehicles', 60);

// The catalogue's shared answers: home, footer, filters, brands, types, FAQ.
registerRoute(
  get((p) => /^\/api\/v1\/(get-homepage|get-footers-data|get-filter-params|get-brands|get-categories-types|get-faqs)$/.test(p)),
  publicAnswers,
);
// The last list pages.
registerRoute(
  get((p) => p === '/api/v1/get-vehicles'),
  networkFirst('garihaat-lists', 30),
);
// Every vehicle opened in the last 7 days; signed in, its answer says
// whether the user saved it, so it is the user's.
registerRoute(
  get((p) => p.startsWith('/api/v1/get-vehicle/')),
  (options) => (signedIn(options.request) ? userAnswers : vehicleAnswers).handle(options),
);
// The signed-in user, their saved list and saved searches.
registerRoute(
  ({ url, request }) => get((p) => /^\/api\/v1\/(user|bookmarks|saved-searches)$/.test(p))({ url, request } as RouteMatchCallbackOptions) && signedIn(request),
  userAnswers,
);
// Photos and the hashed files of routes opened since the install.
registerRoute(
  get((p) => p.startsWith('/media/')),
  new CacheFirst({ cacheName: 'garihaat-media', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: week, purgeOnQuotaError: true })] }),
);
registerRoute(
  get((p) => p.startsWith('/assets/')),
  new CacheFirst({ cacheName: 'garihaat-assets', plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })] }),
);
