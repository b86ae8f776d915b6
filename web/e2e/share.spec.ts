import { expect, test } from './fixtures';
import { findVehicle, useEnglish } from './helpers';

// Issue 29, item 4: share a vehicle — the phone's share sheet where there is
// one, otherwise copy the link, WhatsApp or Facebook; always the page's
// canonical address in the reader's language.

test('without a share sheet: copy the link, WhatsApp and Facebook, in the reader’s language', async ({ page, request, context }) => {
  const slug = await findVehicle(request, true);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await useEnglish(page);
  await page.goto(`/vehicle-details/${slug}`);
  await page.getByTestId('share-button').click();
  const menu = page.getByRole('list', { name: 'Share this page' });
  const url = new URL(`/vehicle-details/${slug}?lang=en`, page.url()).toString();
  await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.?*+]/g, '\\$&')}$`));
  await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  await menu.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(menu).toHaveCount(0);
});

test('with a share sheet (a phone): the sheet gets the Bangla address and the title', async ({ page, request }) => {
  const slug = await findVehicle(request, true);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => {
    const w = window as unknown as { shared: ShareData[] };
    w.shared = [];
    Object.defineProperty(navigator, 'share', { value: async (d: ShareData) => void w.shared.push(d) });
  });
  await page.goto(`/vehicle-details/${slug}`);
  await page.getByRole('button', { name: 'শেয়ার' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0].url).toBe(new URL(`/vehicle-details/${slug}`, page.url()).toString());
  expect(shared[0].title).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  await expect(page.getByRole('list', { name: 'এই পাতাটি শেয়ার করুন' })).toHaveCount(0);
});
