import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { leadingZeros, sha256 } from '../lib/pow';
import { sendOtpSolving } from './send-otp';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Call = [string, RequestInit];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Issue 46: under a sign-up flood the server asks a new number for a proof
// of work; the app does it, shows progress, and asks again with the answer.
// It names this device, whose own codes strangers cannot spend.
describe('sendOtpSolving', () => {
  it('answers the challenge of a 429 and sends the code', async () => {
    localStorage.setItem(STORAGE_KEYS.deviceToken, 'device-abcdefghijklmnopqrstuvwxyz');
    const challenge = { challenge: '0123456789abcdef0123456789abcdef', bits: 10, expires_at: '2026-11-27T00:05:00Z' };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(429, { status: false, code: 'rate_limited', message: 'check', challenge }, { 'Retry-After': '1' }))
      .mockResolvedValueOnce(json(200, { status: true, message: 'sent' }));
    vi.stubGlobal('fetch', fetch);
    const progress: number[] = [];
    const res = await sendOtpSolving('01711222333', (s) => progress.push(s));
    expect(res).toEqual({ status: true, message: 'sent' });
    expect(progress[0]).toBe(0);
    const [first, second] = fetch.mock.calls as Call[];
    expect((first[1].headers as Record<string, string>)['X-Device-Token']).toBe('device-abcdefghijklmnopqrstuvwxyz');
    expect(JSON.parse(first[1].body as string)).toEqual({ phone_number: '01711222333' });
    const body = JSON.parse(second[1].body as string);
    expect(body.proof.challenge).toBe(challenge.challenge);
    expect(leadingZeros(sha256(challenge.challenge + body.proof.nonce))).toBeGreaterThanOrEqual(10);
  });

  it('passes any other refusal on', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(429, { status: false, code: 'rate_limited', message: 'wait' }, { 'Retry-After': '60' })));
    await expect(sendOtpSolving('01711222333', () => {})).rejects.toMatchObject({ status: 429, retryAfter: 60 });
  });
});
