import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A buyer on a phone and mobile data: the shell must be usable whatever
// the API does, skeletons must show while the data is late, and a failure
// must offer a retry.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** The shell works: menu, language, search, tab bar. */
async function shellWorks(page: Page) {
  await expect(page.getByTestId('bottom-tab-bar')).toBeVisible();
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeInViewport();
  await menu.getByRole('button', { name: 'মেনু বন্ধ করুন' }).click();
  await expect(menu).not.toBeInViewport();
  await page.getByRole('group', { name: 'ভাষা' }).first().getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('group', { name: 'Language' }).first().getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('button', { name: 'গাড়ি খুঁজুন' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('home with the data late: the shell works at once, skeletons, then the data', async ({ page }) => {
  // The data waits until the test releases it, not for a fixed time: on a
  // loaded CI machine the shell's checks alone took longer than 6 s, and the
  // data came in before the last skeleton check (a test of the clock, not
  // of the page). The minute is only a backstop.
  let release: () => void = () => undefined;
  const late = new Promise<void>((r) => (release = r));
  await page.route('**/api/v1/get-homepage', async (route) => {
    await Promise.race([late, new Promise((r) => setTimeout(r, 60_000))]);
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('type-section-skeleton')).toBeVisible();
  await shellWorks(page);
  // Still the skeleton: all of the above happened before the data came.
  await expect(page.getByTestId('type-section-skeleton')).toBeVisible();
  release();
  await expect(page.getByTestId('type-section-skeleton')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'ধরন অনুযায়ী গাড়ি' })).toContainText('৳');
});

test('a stalled list keeps its skeletons and a working shell', async ({ page }) => {
  await page.route('**/api/v1/get-vehicles**', () => undefined); // never answers
  await page.goto('/all-vehicles');
  await expect(page.locator('ul[aria-busy="true"]').first()).toBeVisible();
  await shellWorks(page);
  await expect(page.locator('ul[aria-busy="true"]').first()).toBeVisible();
});

test('a failing vehicle page and list offer a retry that works', async ({ page, request }) => {
  const slug = (await (await request.get('/api/v1/get-vehicles?per_page=1')).json()).products[0].product_slug;
  await page.route('**/api/v1/get-vehicle/**', (route) => route.fulfill({ status: 500, body: '{"status":false}' }));
  await page.goto(`/vehicle-details/${slug}`);
  await expect(page.getByRole('heading', { name: 'পাতাটি লোড করা যায়নি। আবার চেষ্টা করুন।' })).toBeVisible({ timeout: 30_000 });
  await shellWorks(page);
  await page.unroute('**/api/v1/get-vehicle/**');
  await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await expect(page.getByTestId('cash-price')).toBeVisible();

  await page.route('**/api/v1/get-vehicles**', (route) => route.abort());
  await page.goto('/all-vehicles');
  const none = page.getByRole('status').filter({ hasText: 'কোনো তথ্য পাওয়া যায়নি' });
  await expect(none).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/v1/get-vehicles**');
  await none.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await expect(page.getByTestId('vehicle-grid')).toBeVisible();
});
