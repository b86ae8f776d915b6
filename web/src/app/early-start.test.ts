import { afterEach, describe, expect, it, vi } from 'vitest';
import source from './early-start.js?raw';
import { api, buildUrl } from '@/lib/api-client';
import { parseFilters, toApiParams } from '@/features/catalogue/lib/filters';
import i18n from '@/lib/i18n';
import { FIRST_PAGES } from '@/lib/constants.gen';

// As vite.config.ts's earlyStart() writes them: each first page's path is
// the server's (FIRST_PAGES).
const routes = {
  entry: { script: '/assets/index.js', imports: ['/assets/react.js'] },
  home: { chunks: ['/assets/home.js'], image: '/assets/hero-1.svg', path: FIRST_PAGES.home },
  list: { chunks: ['/assets/list.js'], path: FIRST_PAGES.list },
  vehicle: { chunks: ['/assets/vehicle.js'], path: FIRST_PAGES.vehicle },
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

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);

describe('early-start (inline in index.html)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    delete window.__garihaatEarly;
    delete window.__garihaatShell;
    delete window.__garihaatFonts;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    window.history.pushState({}, '', '/');
    void i18n.changeLanguage('bn');
  });

  it('preloads the home page code and hero, and its data', async () => {
    const fetch = mockFetch({ brands: [] });
    runAt('/');
    expect(links()).toEqual(['modulepreload /assets/react.js', 'modulepreload /assets/home.js', 'preload /assets/hero-1.svg']);
    expect(scripts()).toEqual(['/assets/index.js']);
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
    document.body.innerHTML = '<div id="shell-vehicle" hidden><img id="shell-vehicle-image"></div>';
    await vi.waitFor(() => expect(links()).toContain('preload /media/v/bus-1.svg'));
    // …and shows it in the static first paint.
    expect(document.getElementById('shell-vehicle-image')?.getAttribute('src')).toBe('/media/v/bus-1.svg');
    expect(document.getElementById('shell-vehicle')?.hidden).toBe(false);
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
    expect(window.__garihaatShell?.page).toBeNull();
    document.head.innerHTML = '';
    runAt('/help');
    expect(links()).toEqual(['modulepreload /assets/react.js']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the image the server names for the bare list, and only there', () => {
    mockFetch({});
    document.head.innerHTML = '<meta name="garihaat:image" content="/media/v/first.svg">';
    runAt('/all-vehicles');
    expect(window.__garihaatShell).toEqual({ page: 'list', image: '/media/v/first.svg' });
    expect(links()).toContain('preload /media/v/first.svg');

    sessionStorage.setItem('vehicleTypeId', '3');
    document.head.innerHTML = '<meta name="garihaat:image" content="/media/v/first.svg">';
    runAt('/all-vehicles');
    expect(window.__garihaatShell).toEqual({ page: null });
    expect(links()).not.toContain('preload /media/v/first.svg');
    sessionStorage.clear();
  });

  it('starts the code and the fonts only once the first paint is on screen', () => {
    mockFetch({});
    let painted: (list: { getEntries(): unknown[] }) => void = () => {};
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: typeof painted) {
        painted = cb;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const load = vi.fn(async () => []);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      runAt('/all-vehicles');
      expect(scripts()).toEqual([]);
      expect(links().filter((l) => l.startsWith('modulepreload'))).toEqual([]);
      painted({ getEntries: () => [{ name: 'first-paint' }] });
      expect(scripts()).toEqual(['/assets/index.js']);
      expect(links()).toContain('modulepreload /assets/list.js');
      // Bangla needs both faces, the Bengali one and the Latin one.
      expect(load).toHaveBeenCalledWith('1em "Hind Siliguri"', 'অA');
      expect(window.__garihaatFonts).toBeInstanceOf(Promise);
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  });
});
