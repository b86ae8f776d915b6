import { afterEach, describe, expect, it, vi } from 'vitest';
import source from './early-start.js?raw';
import { api, buildUrl } from '@/lib/api-client';
import { parseFilters, toApiParams } from '@/features/catalogue/lib/filters';
import i18n from '@/lib/i18n';

const routes = {
  fonts: { bn: '/assets/bn.woff2', latin: '/assets/latin.woff2' },
  home: { chunks: ['/assets/home.js'], image: '/assets/hero-1.svg' },
  list: { chunks: ['/assets/list.js'] },
  vehicle: { chunks: ['/assets/vehicle.js'] },
};

function runAt(path: string) {
  window.history.pushState({}, '', path);
  new Function('__GARIHAAT_ROUTES__', source)(routes);
}

function mockFetch(body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);

describe('early-start (inline in index.html)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    delete window.__garihaatEarly;
    delete (window as { __garihaatShell?: unknown }).__garihaatShell;
    document.body.innerHTML = '';
    window.history.pushState({}, '', '/');
    void i18n.changeLanguage('bn');
  });

  it('preloads the home page code, hero and fonts, and its data', async () => {
    const fetch = mockFetch({ brands: [] });
    runAt('/');
    expect(links()).toEqual([
      'preload /assets/latin.woff2',
      'preload /assets/bn.woff2',
      'preload /assets/hero-1.svg',
      'modulepreload /assets/home.js',
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The API client takes the response instead of asking again.
    await expect(api.get('/get-homepage')).resolves.toEqual({ brands: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends exactly the headers the API client sends, signed in and in English', async () => {
    await i18n.changeLanguage('en');
    localStorage.setItem('authToken', 'tok123');
    const fetch = mockFetch({ product: { id: 1 } });
    runAt('/vehicle-details/tata-bus-2024-1');
    expect(links()).not.toContain('preload /assets/bn.woff2');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/get-vehicle/tata-bus-2024-1');
    await expect(api.get('/get-vehicle/tata-bus-2024-1')).resolves.toEqual({ product: { id: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);

    // What the client would send now, for comparison.
    const again = mockFetch({});
    await api.get('/get-vehicle/tata-bus-2024-1');
    expect(init.headers).toEqual((again.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
  });

  it('preloads the main image as soon as the data names it', async () => {
    mockFetch({ product: { id: 1, images: ['/media/v/bus-1.svg', '/media/v/bus-2.svg'] } });
    runAt('/vehicle-details/tata-bus-2024-1');
    document.body.innerHTML = '<img id="shell-vehicle-image">';
    await vi.waitFor(() => expect(links()).toContain('preload /media/v/bus-1.svg'));
    // …and shows it in the static first paint.
    expect(document.getElementById('shell-vehicle-image')?.getAttribute('src')).toBe('/media/v/bus-1.svg');
    expect(links()).not.toContain('preload /media/v/bus-2.svg');
    // The client still gets an unread body.
    await expect(api.get('/get-vehicle/tata-bus-2024-1')).resolves.toMatchObject({ product: { id: 1 } });
  });

  it('is ignored when the client would send other headers', async () => {
    const early = mockFetch({ product: { id: 1 } });
    runAt('/vehicle-details/tata-bus-2024-1');
    localStorage.setItem('authToken', 'signed-in-since');
    const own = mockFetch({ product: { id: 1 }, isBookmarked: true });
    await expect(api.get('/get-vehicle/tata-bus-2024-1')).resolves.toMatchObject({ isBookmarked: true });
    expect(early).toHaveBeenCalledTimes(1);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('starts the bare list page\'s requests, as the list page makes them', () => {
    const fetch = mockFetch({});
    runAt('/all-vehicles');
    expect(links()).toContain('modulepreload /assets/list.js');
    const urls = fetch.mock.calls.map((c) => (c as unknown as [string])[0]);
    expect(urls).toEqual([
      buildUrl('/get-vehicles', toApiParams(parseFilters(new URLSearchParams()), {})),
      '/api/v1/get-filter-params',
      '/api/v1/get-brands',
    ]);
  });

  it('leaves filtered lists to the page, and preloads nothing on other pages', () => {
    const fetch = mockFetch({});
    runAt('/all-vehicles?vehicleType=2');
    sessionStorage.setItem('vehicleTypeId', '3');
    runAt('/all-vehicles');
    expect(fetch).not.toHaveBeenCalled();
    document.head.innerHTML = '';
    runAt('/help');
    expect(links()).toEqual(['preload /assets/latin.woff2', 'preload /assets/bn.woff2']);
    expect(fetch).not.toHaveBeenCalled();
  });
});
