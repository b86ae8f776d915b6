import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, buildUrl } from './api-client';
import i18n from './i18n';

function mockFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    void i18n.changeLanguage('bn');
  });

  it('builds query strings, repeating arrays and skipping empty values', () => {
    expect(buildUrl('/get-vehicles', { vehicleType: '1,2', predefinedBudget: ['660000-860000', '1666000-'], query: '', page: 2 })).toBe(
      '/api/v1/get-vehicles?vehicleType=1%2C2&predefinedBudget=660000-860000&predefinedBudget=1666000-&page=2',
    );
  });

  it('sends X-Requested-With, the language and the bearer token', async () => {
    const fetch = mockFetch(200, { faqs: [] });
    localStorage.setItem('authToken', 'tok123');
    await i18n.changeLanguage('en');
    await api.get('/get-faqs');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/get-faqs');
    const h = init.headers as Record<string, string>;
    expect(h['X-Requested-With']).toBe('XMLHttpRequest');
    expect(h['Accept-Language']).toBe('en');
    expect(h.Authorization).toBe('Bearer tok123');
  });

  it('leaves out Authorization when signed out and defaults to Bangla', async () => {
    const fetch = mockFetch(200, {});
    await api.get('/get-faqs');
    const h = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(h.Authorization).toBeUndefined();
    expect(h['Accept-Language']).toBe('bn');
  });

  it('turns error answers into ApiError with field errors and Retry-After', async () => {
    mockFetch(422, { status: false, message: 'Fix it', code: 'invalid', errors: { phone: ['bad'] } });
    await expect(api.post('/send-bid-offer', {})).rejects.toMatchObject({ status: 422, code: 'invalid', errors: { phone: ['bad'] } });
    mockFetch(429, { status: false, message: 'Slow down', code: 'rate_limited' }, { 'Retry-After': '30' });
    const err = (await api.get("/get-faqs").catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.retryAfter).toBe(30);
  });
});
