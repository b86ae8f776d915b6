import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshPhone } from './auth-helpers';
import { findVehicle, useEnglish } from './helpers';
import { staffSignIn } from './staff';

// The walk's smaller defects that only a browser shows (issue 50, item 5).

/** bidAsSelf places a cash offer on slug with the signed-in page's own session (a proven phone) and returns the vehicle id. */
async function bidAsSelf(page: Page, slug: string, phone: string): Promise<number> {
  return page.evaluate(
    async ({ slug, phone }) => {
      const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${localStorage.getItem('authToken')}` };
      const d = await (await fetch(`/api/v1/get-vehicle/${slug}`)).json();
      const v = d.product;
      const amount = Math.max(v.min_offer.cash, (v.highest_offer ?? 0) + v.min_increment);
      const res = await fetch('/api/v1/send-bid-offer', {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: v.id, selectedOption: 'cash', phone, offerAmount: amount }),
      });
      const body = await res.json();
      if (!body.status) throw new Error(JSON.stringify(body));
      return v.id as number;
    },
    { slug, phone },
  );
}

test("on a 375 px phone the offers desk's buttons are in view, in both languages", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await useEnglish(page);
  const phone = freshPhone();
  await staffSignIn(page, phone, 'owner');
  const id = await bidAsSelf(page, await findVehicle(request, true), phone);
  for (const [lang, winner] of [['en', 'Winner'], ['bn', 'বিজয়ী']] as const) {
    await page.goto(`/admin/offers?vehicle=${id}&lang=${lang}`);
    const button = page.getByRole('row').filter({ hasText: '৳' }).first().getByRole('button', { name: winner });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x, `${winner} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${winner} ends on screen`).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `/tmp/h6-shots/offers-desk-375-${lang}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/offers?vehicle=${id}&lang=en`);
  await expect(page.getByRole('row').filter({ hasText: '৳' }).first().getByRole('button', { name: 'Winner' })).toBeVisible();
  await page.screenshot({ path: '/tmp/h6-shots/offers-desk-1280-en.png' });
});

test("the editor's Back button asks before unsaved changes are lost, as the sidebar does", async ({ page }) => {
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'owner');
  await page.goto('/admin/vehicles');
  await page.getByRole('link', { name: 'New vehicle' }).click();
  const title = page.getByLabel('Title (English)');
  await title.fill('A change not saved');

  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave without saving them?']);
  await expect(page).toHaveURL(/\/admin\/vehicles\/new/);
  await expect(title).toHaveValue('A change not saved');

  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  expect(asked).toHaveLength(2);
});

/** markFirstPrivateVerified makes the list's first vehicle a verified private seller's, as the review desk would. */
async function markFirstPrivateVerified(page: Page) {
  await page.route('**/api/v1/get-vehicles**', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    if (body.products?.[0]) body.products[0].seller = 'private_verified';
    await route.fulfill({ response: res, json: body });
  });
}

/** overlaps reports whether two boxes share any area. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone the Verified mark of a card is whole and nothing covers it, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await markFirstPrivateVerified(page);
  for (const lang of ['en', 'bn'] as const) {
    await page.goto(`/all-vehicles?lang=${lang}`);
    const card = page.getByTestId('vehicle-grid').locator('article').first();
    const mark = card.getByTestId('card-verified');
    await expect(mark).toBeVisible();
    const m = (await mark.boundingBox())!;
    const photo = (await card.locator('img').first().boundingBox())!;
    expect(m.x).toBeGreaterThanOrEqual(photo.x);
    expect(m.x + m.width).toBeLessThanOrEqual(photo.x + photo.width);
    const compare = card.getByRole('button', { name: /compare|তুলনা/i }).first();
    if (await compare.isVisible()) expect(overlaps(m, (await compare.boundingBox())!), 'the compare button covers the mark').toBe(false);
    // Whole: the pill does not cut it off.
    expect(await mark.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.screenshot({ path: `/tmp/h6-shots/card-verified-375-${lang}.png` });
  }
});

test("the first paint's header already has the menu, search and sign-in where the app puts them", async ({ page, browser }) => {
  for (const [width, lang] of [[375, 'bn'], [1280, 'en']] as const) {
    // Without the app's script: the page as it first paints.
    const bare = await browser.newPage({ viewport: { width, height: 800 } });
    await bare.route('**/assets/*.js', (r) => r.abort());
    await bare.goto(`/help?lang=${lang}`);
    const shell = bare.getByTestId('shell-header');
    const search = (await shell.locator('[data-shell="search"]').boundingBox())!;
    const login = (await shell.locator('[data-shell="login"]').boundingBox())!;
    await expect(shell.locator('[data-shell="login"]')).toHaveText(lang === 'bn' ? 'লগইন' : 'Sign in', { useInnerText: true });
    if (width < 1024) expect(await shell.locator('[data-shell="menu"]').boundingBox()).not.toBeNull();
    await bare.screenshot({ path: `/tmp/h6-shots/first-paint-${width}-${lang}.png` });
    await bare.close();

    // The app, rendered: the same controls in the same places.
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/help?lang=${lang}`);
    const header = page.locator('header');
    const appSearch = (await header.getByRole('button', { name: /search|খুঁজ/i }).boundingBox())!;
    const appLogin = (await header.getByRole('link', { name: lang === 'bn' ? 'লগইন' : 'Sign in', exact: true }).boundingBox())!;
    for (const [what, a, b] of [['search', search, appSearch], ['sign-in', login, appLogin]] as const) {
      expect(Math.abs(a.x - b.x), `${what} moves sideways at ${width}`).toBeLessThanOrEqual(2);
      expect(Math.abs(a.width - b.width), `${what} changes width at ${width}`).toBeLessThanOrEqual(2);
    }
    await page.screenshot({ path: `/tmp/h6-shots/app-header-${width}-${lang}.png` });
  }
});

test('an apple-touch-icon is linked and served', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(href).toBe('/icons/apple-touch-icon.png');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/png');
});

test('scrolled on a phone, no line of the page shows between the compare tray and the tab bar, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const lang of ['bn', 'en'] as const) {
    await page.goto(`/all-vehicles?lang=${lang}`);
    const toggles = page.getByTestId('vehicle-grid').getByTestId('compare-toggle');
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    const tray = page.getByTestId('compare-tray');
    await expect(tray).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const t = (await tray.boundingBox())!;
    const bar = (await page.getByTestId('bottom-tab-bar').boundingBox())!;
    // Around the tray's corners and between it and the tab bar: the bottom stack, never the page's text.
    const points = [[2, t.y - 2], [2, t.y + t.height + 2], [t.x + t.width + 1, t.y + 1], [187, (t.y + t.height + bar.y) / 2]];
    for (const [x, y] of points) {
      const covered = await page.evaluate(([x, y]) => {
        const el = document.elementFromPoint(x, y);
        return !!el && !document.getElementById('main')?.contains(el);
      }, [x, y]);
      expect(covered, `the page shows at ${x},${y}`).toBe(true);
    }
    await page.screenshot({ path: `/tmp/h6-shots/tray-scrolled-375-${lang}.png` });
    await page.getByRole('button', { name: lang === 'bn' ? 'মুছুন' : 'Clear' }).click();
  }
});
