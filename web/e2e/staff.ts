import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';

/** grantRole makes phone a staff member with the binary's own command, as an operator would. */
export function grantRole(phone: string, role: 'owner' | 'editor' | 'sales') {
  const db = process.env.E2E_DB;
  if (!db) throw new Error('E2E_DB is not set: the back-office tests need the server started by playwright.config.ts');
  execFileSync('../bin/garihaat', ['staff', 'grant', phone, '--role', role, '--db', db], { stdio: 'pipe' });
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
 * a new staff member would: the key from the screen into "the app", the
 * recovery codes kept, the app's code typed.
 */
export async function enrollFactor(page: Page): Promise<Enrollment> {
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
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
  grantRole(phone, role);
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/account\//);
  await page.goto('/admin');
  const e = await enrollFactor(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return e;
}
