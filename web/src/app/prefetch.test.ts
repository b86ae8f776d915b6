import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { DATA_BUDGET_MS, prefetchForPath } from './prefetch';

function mockApi() {
  const fn = vi.fn(async (url: string) => {
    const body = url.includes('/get-vehicles')
      ? { products: [], pagination: { total: 0, per_page: 18, current_page: 1, last_page: 1, from: null, to: null, has_more_pages: false } }
      : url.includes('/get-vehicle/')
        ? { product: { id: 7 } }
        : {};
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const urls = (fn: ReturnType<typeof mockApi>) => fn.mock.calls.map((c) => String(c[0]).replace(/\?.*/, ''));

describe('prefetchForPath', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    sessionStorage.clear();
  });

  it('has the bare list\'s data in the cache when it resolves', async () => {
    const fetch = mockApi();
    await prefetchForPath('/all-vehicles');
    expect(urls(fetch).sort()).toEqual(['/api/v1/get-brands', '/api/v1/get-filter-params', '/api/v1/get-vehicles']);
    const cached = queryClient.getQueriesData({ queryKey: ['vehicles'] });
    expect(cached).toHaveLength(1);
    expect(cached[0][1]).toMatchObject({ products: [] });
  });

  it('leaves filtered lists to the page', async () => {
    const fetch = mockApi();
    await prefetchForPath('/all-vehicles', '?vehicleType=2');
    sessionStorage.setItem('vehicleTypeId', '3');
    await prefetchForPath('/all-vehicles');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for a vehicle\'s detail, and for nothing on other pages', async () => {
    const fetch = mockApi();
    await prefetchForPath('/vehicle-details/tata-bus-1');
    expect(queryClient.getQueriesData({ queryKey: ['vehicle'] }).map(([, d]) => d)).toContainEqual(
      expect.objectContaining({ product: { id: 7 } }),
    );
    fetch.mockClear();
    await prefetchForPath('/help');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops waiting for stalled data after the budget: the shell must not wait with it', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined))); // never answers
    vi.useFakeTimers();
    try {
      let resolved = false;
      const done = prefetchForPath('/').then(() => (resolved = true));
      await vi.advanceTimersByTimeAsync(DATA_BUDGET_MS - 1);
      expect(resolved).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
