import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshPhone, signIn } from './auth-helpers';
import { sendOffer, useEnglish } from './helpers';
import { enrollFactor, grantRole, staffSignIn } from './staff';

const photo = (name: string) => fileURLToPath(new URL(`../../media/testdata/${name}`, import.meta.url));

/** decide clicks an offer's action on the desk and confirms it. */
async function decide(page: Page, vehicleId: string, action: 'Winner' | 'Purchased') {
  await page.goto(`/admin/offers?vehicle=${vehicleId}`);
  await page.getByRole('row').filter({ hasText: '৳' }).first().getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action }).click();
  await expect(page.getByRole('alert').filter({ hasText: action === 'Winner' ? 'Marked winner' : 'Marked purchased' })).toBeVisible();
}

test('staff list a vehicle with Bangla text and photos; a buyer finds it, bids, wins and buys', async ({ browser }) => {
  test.setTimeout(180_000);
  const staffPhone = freshPhone();
  const link = grantRole(staffPhone, 'owner');
  const staff = await (await browser.newContext()).newPage();
  await useEnglish(staff);
  await signIn(staff, staffPhone);
  await expect(staff).toHaveURL(/\/account\//);
  await staff.getByRole('link', { name: 'Back office' }).click();
  await enrollFactor(staff, link);
  await expect(staff.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A draft needs only the basics.
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Vehicles' }).click();
  await staff.getByRole('link', { name: 'New vehicle' }).click();
  const title = `Hino 300 Dump Truck ${Date.now() % 100000}`;
  await staff.getByLabel('Title (English)').fill(title);
  await staff.getByLabel('Title (Bangla)').fill('হিনো ৩০০ ডাম্প ট্রাক ঢাকা');
  await staff.getByLabel('Description (Bangla)').fill('পরিষ্কার কাগজপত্রসহ ভালো অবস্থার ট্রাক।');
  await staff.getByLabel('Cash price (৳)').fill('২৫,০০,০০০');
  await staff.getByLabel('Installment price (৳)').fill('2800000');
  await staff.getByLabel('Brand', { exact: true }).selectOption({ label: 'Tata' });
  await staff.getByLabel('Vehicle type').selectOption({ label: 'Truck' });
  await staff.getByLabel('Colour').selectOption({ index: 1 });
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'Vehicle created' })).toBeVisible();
  await expect(staff).toHaveURL(/\/admin\/vehicles\/\d+$/);
  const vehicleId = staff.url().split('/').pop()!;
  // Saved is saved: the price typed in Bengali digits is not "unsaved".
  await expect(staff.getByText('Unsaved changes')).toHaveCount(0);
  // Leaving with an unsaved edit asks first; staying keeps the edit.
  await staff.getByLabel('Title (English)').fill(title + ' X');
  await expect(staff.getByText('Unsaved changes')).toBeVisible();
  let asked = '';
  staff.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(() => asked).toBe('You have unsaved changes. Leave without saving them?');
  await expect(staff).toHaveURL(new RegExp(`/admin/vehicles/${vehicleId}$`));
  await expect(staff.getByLabel('Title (English)')).toHaveValue(title + ' X');
  await staff.getByLabel('Title (English)').fill(title);
  await expect(staff.getByText('Unsaved changes')).toHaveCount(0);

  // Publishing without a photo is refused on the field.
  await staff.getByLabel('Status').selectOption('published');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Add at least one photo before publishing.').first()).toBeVisible();

  // Two photos, then the second becomes the cover.
  await staff.getByTestId('photo-input').setInputFiles([photo('photo.png'), photo('rotated.jpg')]);
  const photos = staff.getByRole('list', { name: 'Photos, the first is the cover' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await photos.nth(1).getByRole('button', { name: 'Make cover' }).click();
  await expect(photos.nth(0).locator('img')).toHaveAttribute('src', /-card\.jpg$/);
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Open the public page' })).toBeVisible();

  // A buyer finds it in a Bangla search at once and bids, signed in.
  const buyer = await (await browser.newContext()).newPage();
  await useEnglish(buyer);
  const buyerPhone = await signIn(buyer);
  await expect(buyer).toHaveURL(/\/account\//);
  await buyer.goto(`/vehicles/query/${encodeURIComponent('হিনো ডাম্প')}`);
  await buyer.getByRole('link', { name: title }).first().click();
  await expect(buyer).toHaveURL(/\/vehicle-details\//);
  const vehiclePage = buyer.url();
  const form = buyer.getByTestId('bid-form');
  await form.getByRole('button', { name: 'Cash' }).click();
  await form.getByLabel('Phone number').fill(buyerPhone);
  await form.getByLabel('Offer amount').fill('2450000');
  await sendOffer(form);
  await expect(buyer.getByTestId('offer-accepted')).toBeVisible();

  // Staff decide: winner, then purchased; the buyer sees each at once.
  await decide(staff, vehicleId, 'Winner');
  await buyer.goto('/account/offer-list');
  // The buyer's only offer, so the one badge is this vehicle's.
  await expect(buyer.getByText(title)).toBeVisible();
  await expect(buyer.getByTestId('status-badge')).toHaveText(/Winner/);
  await decide(staff, vehicleId, 'Purchased');
  await buyer.goto('/account/purchase-list');
  await expect(buyer.getByText(title)).toBeVisible();

  // Sold: the vehicle left the public list; the audit log has every step.
  await buyer.goto(`/vehicles/query/${encodeURIComponent('হিনো ডাম্প')}`);
  await expect(buyer.getByRole('link', { name: title })).toHaveCount(0);
  // Its page stays for links shared earlier, and says it is sold in place
  // of the countdown, the offer count and the form.
  await buyer.goto(vehiclePage);
  await expect(buyer.getByTestId('vehicle-sold')).toContainText('Sold');
  await expect(buyer.getByTestId('countdown')).toHaveCount(0);
  await expect(buyer.getByTestId('bid-form')).toHaveCount(0);
  await expect(buyer.getByTestId('total-bid')).toHaveCount(0);
  // In Bangla too, and the editor cannot put it back on sale.
  await buyer.goto(vehiclePage.replace(/\?.*$/, '') + '?lang=bn');
  await expect(buyer.getByTestId('vehicle-sold')).toContainText('বিক্রি হয়ে গেছে');
  await staff.goto(`/admin/vehicles/${vehicleId}`);
  await expect(staff.getByLabel('Status').locator('option')).toHaveText(['Sold', 'Archived']);
  await staff.goto('/admin/audit');
  await expect(staff.getByRole('cell', { name: /Purchased · offer/ })).toBeVisible();
  await expect(staff.getByRole('cell', { name: new RegExp(`Created · vehicle #${vehicleId}$`) })).toBeVisible();
});

test('the back office turns away buyers and signed-out visitors', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/account\//);
  await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await page.goto('/admin/vehicles');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
});

test('the back office stays usable when the API is slow, stalled or failing', async ({ page }) => {
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'editor');

  // Stalled: skeleton rows, and the navigation still works.
  await page.route('**/api/v1/admin/vehicles?**', () => undefined);
  await page.goto('/admin/vehicles');
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vehicles' })).toBeVisible();
  // An editor has no offers desk or audit log.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Offers desk' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Failing: a message with a retry, which works once the API is back.
  await page.unroute('**/api/v1/admin/vehicles?**');
  await page.route('**/api/v1/admin/vehicles?**', (route) => route.abort());
  await nav.getByRole('link', { name: 'Vehicles' }).click();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/v1/admin/vehicles?**');
  await retry.click();
  await expect(page.getByRole('table', { name: 'Vehicles' })).toBeVisible();

  // Slow: the answer arrives late and replaces the skeleton.
  await page.route('**/api/v1/admin/vehicles?**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole('searchbox').fill('tata');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/query=tata/);
  // Tata's vehicles: the brand column of the first row says so.
  await expect(page.getByRole('table', { name: 'Vehicles' }).getByRole('row').nth(1)).toContainText('Tata ·');
});

test('on a phone every back-office section is in view, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'owner');
  for (const path of ['/admin', '/admin?lang=bn']) {
    await page.goto(path);
    const links = page.getByRole('navigation', { name: /Back office|ব্যাক অফিস/ }).getByRole('link');
    await expect(links.first()).toBeVisible();
    const n = await links.count();
    expect(n).toBeGreaterThanOrEqual(12);
    for (let i = 0; i < n; i++) {
      const box = await links.nth(i).boundingBox();
      expect(box, `link ${i}`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${await links.nth(i).textContent()} at ${path}`).toBeLessThanOrEqual(375);
    }
  }
  await page.screenshot({ path: 'test-results/admin-nav-375-bn.png' });
});
