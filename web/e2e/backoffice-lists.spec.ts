import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshPhone } from './auth-helpers';
import { findVehicle, parseTaka, useEnglish } from './helpers';
import { staffSignIn } from './staff';

/** newDraft creates a draft through the editor and returns its id. */
async function newDraft(page: Page, title: string): Promise<string> {
  await page.goto('/admin/vehicles/new');
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Bangla)').fill('টাটা এস গোল্ড');
  await page.getByLabel('Cash price (৳)').fill('৯,৫০,০০০');
  await page.getByLabel('Installment price (৳)').fill('1050000');
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Tata' });
  await page.getByLabel('Vehicle type').selectOption({ label: 'Pickup' });
  await page.getByLabel('Chassis number').fill('MAT448001K2B12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Vehicle created' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/vehicles\/\d+$/);
  return page.url().split('/').pop()!;
}

test('the vehicle list sorts by a column, duplicates a vehicle and moves a selection all or none', async ({ page }) => {
  test.setTimeout(150_000);
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'owner');

  // Sorting by cash price, dearest first, then cheapest first.
  await page.goto('/admin/vehicles');
  const header = page.getByRole('columnheader', { name: 'Cash price' });
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort=cash_price/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const prices = async () => (await page.getByRole('row').filter({ hasText: '৳' }).locator('td:nth-child(6)').allTextContents()).map(parseTaka);
  await expect.poll(async () => { const p = await prices(); return p.length > 1 && p.every((x, i) => i === 0 || p[i - 1] >= x); }).toBe(true);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => { const p = await prices(); return p.length > 1 && p.every((x, i) => i === 0 || p[i - 1] <= x); }).toBe(true);

  // Duplicate: a new draft with the texts and prices, not the chassis number.
  const title = `Tata Ace Gold ${Date.now() % 100000}`;
  const first = await newDraft(page, title);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Copied into a new draft' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/admin/vehicles/${first}$`));
  await expect(page.getByLabel('Title (English)')).toHaveValue(title);
  await expect(page.getByLabel('Chassis number')).toHaveValue('');

  // Neither has a photo: publishing both is refused whole, each row says why.
  await page.goto(`/admin/vehicles?query=${encodeURIComponent(title)}`);
  await expect(page.getByText('2 vehicles')).toBeVisible();
  await page.getByLabel('Select every vehicle on this page').check();
  const bar = page.getByRole('toolbar', { name: 'With the selected vehicles' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was changed' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Add at least one photo before publishing.' })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'Draft' })).toHaveCount(2);

  // Archiving one works.
  await bar.getByRole('button', { name: 'Clear the selection' }).click();
  await page.getByLabel(`Select ${title}`).first().check();
  await page.getByRole('toolbar').getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1 vehicles moved.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Archived' })).toHaveCount(1);
});

test('a brand in use links to its vehicles', async ({ page }) => {
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'editor');
  await page.goto('/admin/lists/brands');
  await page.getByRole('row').filter({ hasText: 'Tata' }).first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'use this brand' });
  await expect(refusal).toBeVisible();
  const used = Number((await refusal.textContent())!.match(/(\d+) vehicles? uses?/)![1]);
  await refusal.getByRole('link', { name: 'Show those vehicles' }).click();
  await expect(page).toHaveURL(/\/admin\/vehicles\?brand=\d+/);
  await expect(page.getByText('Vehicles of the brand Tata')).toBeVisible();
  await expect(page.getByText(`${used} vehicle`, { exact: false }).first()).toBeVisible();
});

test('the offers desk folds a buyer\'s repeat offers, sorts by time and exports CSV', async ({ page, request }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  const phone = freshPhone();
  await staffSignIn(page, phone, 'sales');
  // The clerk is also a buyer here: two signed-in offers on one vehicle.
  const slug = await findVehicle(request, true);
  const d = await (await request.get(`/api/v1/get-vehicle/${slug}`)).json();
  const vehicleId: number = d.product.id;
  const base = Math.max(d.product.cash_price, (d.product.highest_offer ?? 0) + 100_000);
  for (const amount of [base, base + 50_000]) {
    const status = await page.evaluate(async ({ id, phone, amount }) => {
      const res = await fetch('/api/v1/send-bid-offer', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('authToken')}` },
        body: JSON.stringify({ id, selectedOption: 'cash', phone, offerAmount: amount }),
      });
      return res.status;
    }, { id: vehicleId, phone, amount });
    expect(status).toBe(200);
  }

  await page.goto(`/admin/offers?vehicle=${vehicleId}`);
  const mine = page.getByRole('row').filter({ hasText: phone });
  await expect(mine).toHaveCount(1);
  await mine.getByRole('button', { name: '+1 more offer' }).click();
  await expect(mine).toHaveCount(2);
  // The box follows the address, which the click changes a moment later.
  await page.getByLabel('One row per buyer').click();
  await expect(page).toHaveURL(/each=1/);
  await expect(page.getByLabel('One row per buyer')).not.toBeChecked();
  await expect(mine).toHaveCount(2);
  await page.getByLabel('Order').selectOption('newest');
  await expect(page.getByRole('row').nth(1)).toContainText(phone);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^garihaat-offers-${vehicleId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\ufeffoffer_id,id_number,vehicle_id,vehicle,amount,option,phone,name,status,created_at,offer_ends_at')).toBe(true);
  expect(csv.split('\n').filter((l) => l.includes(`,${phone},`))).toHaveLength(2);
});
