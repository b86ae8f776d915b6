import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { verifyOtp } from './verify-otp';

function mockFetch(body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

const headersOf = (fn: ReturnType<typeof mockFetch>, call: number) =>
  (fn.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

// A sign-in's device token is kept, across sign-outs, and sent back at the
// next sign-in, so wrong codes others send cannot lock this device out.
describe('verifyOtp and the device token', () => {
  it('keeps the token a sign-in hands out and sends it next time', async () => {
    const fetch = mockFetch({ status: true, message: 'ok', token: 't', isNewUser: false, device_token: 'device-abcdefghijklmnopqrstuvwxyz' });
    await verifyOtp({ phone: '01711222333', otp: '1234' });
    expect(headersOf(fetch, 0)['X-Device-Token']).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.deviceToken)).toBe('device-abcdefghijklmnopqrstuvwxyz');

    await verifyOtp({ phone: '01711222333', otp: '1234' });
    expect(headersOf(fetch, 1)['X-Device-Token']).toBe('device-abcdefghijklmnopqrstuvwxyz');
  });
});
