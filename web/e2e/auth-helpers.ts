import { request as playwrightRequest, expect, type APIRequestContext, type Page } from '@playwright/test';
import { serverLog } from './server';

// Sign-in helpers for auth*, account* specs. The server limits codes per
// phone (one a minute) and per client IP (10 an hour): every test uses a
// fresh number and sends as few codes as it can.

/** freshPhone is a random valid mobile number: 01[3-9] and 8 digits. */
export function freshPhone(): string {
  const operator = 3 + Math.floor(Math.random() * 7);
  const rest = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `01${operator}${rest}`;
}

/** codeFor waits for the console SMS to phone in the server log and returns its 4-digit code. */
export async function codeFor(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const lines = serverLog()
          .split('\n')
          .filter((l) => l.includes(`SMS to ${phone}:`));
        const text = lines.at(-1)?.split(`SMS to ${phone}:`)[1] ?? '';
        code = text.match(/(?<!\d)(\d{4})(?!\d)/)?.[1] ?? '';
        return code;
      },
      { message: `an SMS to ${phone} in the server log`, timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

/** Labels of the sign-in form in both languages. */
export const LOGIN = {
  en: { phone: 'Mobile number', send: 'Send OTP', code: '4-digit code', verify: 'Verify' },
  bn: { phone: 'মোবাইল নম্বর', send: 'ওটিপি পাঠান', code: '৪ সংখ্যার কোড', verify: 'যাচাই করুন' },
} as const;

/** requestCode opens /login, sends a code to phone and waits for the code step. */
export async function requestCode(page: Page, phone: string, lang: 'en' | 'bn' = 'en') {
  const l = LOGIN[lang];
  await page.goto('/login');
  await page.getByLabel(l.phone).fill(phone);
  await page.getByRole('button', { name: l.send }).click();
  await expect(page.getByLabel(l.code)).toBeVisible();
}

/** signIn goes through both sign-in steps with the code from the SMS log. */
export async function signIn(page: Page, phone = freshPhone(), lang: 'en' | 'bn' = 'en'): Promise<string> {
  await requestCode(page, phone, lang);
  const l = LOGIN[lang];
  // The fourth digit submits the code by itself.
  await page.getByLabel(l.code).fill(await codeFor(phone));
  return phone;
}

/** apiSignIn signs phone in through the API and returns a client with its token. */
export async function apiSignIn(baseURL: string, phone: string): Promise<APIRequestContext> {
  const headers = { 'X-Forwarded-For': `203.0.113.${10 + Math.floor(Math.random() * 200)}`, 'Accept-Language': 'en' };
  const anon = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  expect((await anon.post('/api/v1/auth/send-otp', { data: { phone_number: phone } })).status()).toBe(200);
  const signedIn = await anon.post('/api/v1/auth/verify-otp', { data: { phone_number: phone, otp: await codeFor(phone) } });
  expect(signedIn.status()).toBe(200);
  const { token } = await signedIn.json();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { ...headers, Authorization: `Bearer ${token}` } });
}
