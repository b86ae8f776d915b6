import { expect, test } from './fixtures';
import { signIn } from './auth-helpers';
import type { Page } from '@playwright/test';
import { findVehicle, sendOffer, useEnglish } from './helpers';

/** cachedPaths lists the paths of every answer in the service worker's caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
    }
    return paths;
  });
}

// Issue 30: the site installs and, after a first visit, opens with the
// network switched off — the home page, a vehicle opened before and the
// saved list — says it is showing what was saved, and sends nothing.
// The only journey with the service worker on (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('after a first visit the site is installable and opens offline: home, a visited vehicle, the saved list', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  const slug = await findVehicle(request, true);
  await signIn(page);
  await expect(page).toHaveURL(/\/account\//);

  // The first visit installs the worker; it takes the page over at once.
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Chrome's own installability checks (what Lighthouse's installable
  // audit asked): none fails but "in-incognito" — every Playwright
  // context is one, where Chrome never offers to install.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);

  // Browse: a list, a vehicle (saved from its page), the saved list, home.
  await page.goto('/all-vehicles');
  await expect(page.getByTestId('vehicle-grid')).toBeVisible();
  await page.goto(`/vehicle-details/${slug}`);
  await expect(page.getByRole('button', { name: 'Bookmark' })).toBeVisible(); // the app, not the first paint
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  await page.goto('/account/saved-list');
  await expect(page.getByTestId('saved-card').filter({ hasText: title })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker stores an answer after the page has it: on a loaded machine
  // that can come after the heading shows, so wait for what the offline
  // visits need (a person does not go offline within the millisecond).
  await expect
    .poll(() => cachedPaths(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['/api/v1/get-homepage', `/api/v1/get-vehicle/${slug}`, '/api/v1/bookmarks', '/api/v1/get-vehicles']));

  // No connection: each opens, with the notice.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toHaveText(/You are offline — showing what was saved/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The phone's menu loads its code after the first render (issue 50,
  // item 6): the precache holds it, so it opens offline too.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeInViewport();
  // Escape, not its close button: the offline notice covers the menu's
  // top on a phone (a layering defect reported, left to the shell's owner).
  await page.keyboard.press('Escape');
  await expect(menu).not.toBeInViewport();
  await page.setViewportSize(wide);
  await page.goto(`/vehicle-details/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  // A bid is not queued: the buyer is told it was not sent.
  const form = page.getByTestId('bid-form');
  await form.getByRole('button', { name: 'Cash' }).click();
  await form.getByLabel('Offer amount').fill('1000000');
  await sendOffer(form);
  await expect(page.getByText('You are offline: the offer was not sent.')).toBeVisible();
  await page.goto('/account/saved-list');
  await expect(page.getByTestId('saved-card').filter({ hasText: title })).toBeVisible();
  await page.goto('/all-vehicles');
  await expect(page.getByTestId('vehicle-grid')).toBeVisible();

  // Back online, signing out deletes the user's cached answers.
  await context.setOffline(false);
  await page.goto('/account/info');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => caches.has('garihaat-user'))).toBe(false);
});
