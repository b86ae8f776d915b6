import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, freshPhone, signIn } from './auth-helpers';

/**
 * grantRole makes phone a staff member with the binary's own command, as an
 * operator would, and returns the one-time set-up link it printed (the
 * path, /admin?enrol=…): the member's first authenticator needs it.
 */
export function grantRole(phone: string, role: 'owner' | 'editor' | 'sales'): string {
  const db = process.env.E2E_DB;
  if (!db) throw new Error('E2E_DB is not set: the back-office tests need the server started by playwright.config.ts');
  const out = execFileSync('../bin/garihaat', ['staff', 'grant', phone, '--role', role, '--db', db], { encoding: 'utf8', stdio: 'pipe' });
  const link = /\/admin\?enrol=[A-Za-z0-9_-]+/.exec(out);
  if (!link) throw new Error(`staff grant printed no set-up link: ${out}`);
  return link[0];
}

/** totpCode is what an authenticator app shows now for key (`garihaat totp KEY`). */
export function totpCode(key: string): string {
  return execFileSync('../bin/garihaat', ['totp', key.replace(/\s/g, '')], { encoding: 'utf8' }).trim();
}

/** Enrollment is what the set-up screen showed once. */
export interface Enrollment {
  key: string;
  recoveryCodes: string[];
}

/**
 * enrollFactor goes through the back office's set-up screen (in English) as
 * a new staff member would: the owner's set-up link pasted, the key from the
 * screen into "the app", the recovery codes kept, the app's code typed.
 */
export async function enrollFactor(page: Page, link: string): Promise<Enrollment> {
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await page.getByLabel('Set-up link from an owner').fill(link);
  await page.getByRole('button', { name: 'Set up the app' }).click();
  const key = (await page.getByLabel('Key').textContent())!.replace(/\s/g, '');
  const recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByLabel('Type the 6-digit code the app shows now').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toHaveCount(0);
  return { key, recoveryCodes };
}

/** staffSignIn grants phone the role, signs it in and enrolls its second factor on /admin. */
export async function staffSignIn(page: Page, phone: string, role: 'owner' | 'editor' | 'sales'): Promise<Enrollment> {
  const link = grantRole(phone, role);
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/account\//);
  await page.goto('/admin');
  const e = await enrollFactor(page, link);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return e;
}

/** clerkAPI signs a sales clerk in through the API, second factor included. */
export async function clerkAPI(baseURL: string): Promise<APIRequestContext> {
  const phone = freshPhone();
  const link = grantRole(phone, 'sales');
  const clerk = await apiSignIn(baseURL, phone);
  // The first enrolment names the owner's set-up link (issue 46).
  const token = new URL(link, baseURL).searchParams.get('enrol');
  const enrolled = await (await clerk.post('/api/v1/auth/totp/enroll', { data: { link: token } })).json();
  expect((await clerk.post('/api/v1/auth/totp/verify', { data: { code: totpCode(enrolled.secret) } })).status()).toBe(200);
  return clerk;
}
