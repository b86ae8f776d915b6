import { expect, test } from './fixtures';
import { useEnglish } from './helpers';

// The sign-in flow belongs to another issue; here the current user is
// stubbed so the header's signed-in state can be checked on its own.
test('signed in: account dropdown closes on outside click, logout clears the session', async ({ page }) => {
  await useEnglish(page);
  await page.addInitScript(() => localStorage.setItem('authToken', 'e2e-token'));
  let loggedOut = false;
  await page.route('**/api/v1/user', (route) =>
    route.fulfill({
      json: { status: true, user: { id: 1, name: 'Rahim', yourself: '', phone: '01711222333', address: '', total_offers: 0, total_purchase: 0 } },
    }),
  );
  await page.route('**/api/v1/logout', (route) => {
    loggedOut = true;
    return route.fulfill({ json: { status: true, message: 'Logged out.' } });
  });

  await page.goto('/');
  const account = page.getByRole('button', { name: /Rahim/ });
  await expect(account).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);

  await account.click();
  for (const item of ['Account Info', 'Offer List', 'Purchase List', 'Saved List']) {
    await expect(page.getByRole('link', { name: item })).toBeVisible();
  }
  await page.getByRole('heading', { level: 1 }).click(); // outside
  await expect(page.getByRole('link', { name: 'Offer List' })).toBeHidden();

  await account.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  expect(loggedOut).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a stored token that the server rejects is cleared', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('authToken', 'stale-token');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'লগইন' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('account pages send signed-out visitors to /login', async ({ page }) => {
  await page.goto('/account/offer-list');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account/activate');
  await expect(page).toHaveURL(/\/login$/);
});
