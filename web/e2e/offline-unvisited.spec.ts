import { expect, test } from './fixtures';
import { freshPhone, signIn } from './auth-helpers';

// Issue 50: offline, a page never opened on this phone went white ("Failed
// to fetch dynamically imported module"), and My offers said "no data".
// Each must say it is offline, in the shell, and load once connected.
test.use({ serviceWorkers: 'allow' });

test('offline, an unvisited page and My offers say they are offline; "try again" loads the page once connected', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, freshPhone(), 'bn');
  await expect(page).toHaveURL(/\/account\//);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  // A visit under the worker keeps the session's answer (the user) for offline.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/api/v1/user', { ignoreVary: true }))), { timeout: 30_000 })
    .toBe(true);

  await context.setOffline(true);
  // Bangla (the default): a page whose code was never loaded.
  await page.goto('/about');
  const failed = page.getByTestId('route-failed');
  await expect(failed).toContainText('আপনি অফলাইনে আছেন, আর এই পাতাটি এই ফোনে সংরক্ষিত নেই');
  await expect(page.getByRole('banner')).toBeVisible(); // the shell stays
  // My offers: its code is precached; its list was never fetched.
  await page.goto('/account/offer-list');
  await expect(page.getByTestId('offline-empty')).toContainText('আপনি অফলাইনে আছেন');
  await expect(page.getByText('কোনো তথ্য পাওয়া যায়নি')).toHaveCount(0);

  // English, and back online: "try again" loads the page.
  await page.evaluate(() => localStorage.setItem('garihaat.lang', 'en'));
  await page.goto('/about');
  await expect(failed).toContainText('You are offline, and this page was not saved on this phone');
  await context.setOffline(false);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
