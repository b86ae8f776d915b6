import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { freshPhone, signIn } from './auth-helpers';
import { useEnglish } from './helpers';
import { photo, staffPage } from './sell-helpers';

// Issue 48 item 3: a private seller's sent-back listing is discussed in its
// own thread with staff and resubmitted from there. The seller is on a
// 375 px phone in Bangla; the editor at the review desk and inbox at
// 1280 px in English.

const SHOTS = '/tmp/h4-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** pageAPI is a client with the page's session: the seller signed in on the page. */
async function pageAPI(page: Page, baseURL: string): Promise<APIRequestContext> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } });
}

test('a seller discusses a sent-back listing in its thread with staff and resubmits it from there', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const model = `Dyna ${Math.floor(10000 + Math.random() * 89999)}`;
  const seller = freshPhone();
  await page.goto('/');
  await signIn(page, seller, 'bn');
  await expect(page).toHaveURL(/\/account\//);

  // The listing, whole and in review, made through the API the sell form uses.
  const api = await pageAPI(page, baseURL!);
  const created = await api.post('/api/v1/my-vehicles', {
    data: {
      type_id: 1, brand_id: 1, model, year: '2019', condition: 'resale', odometer: '125000', registration_number: 'Dhaka Metro Ta 11-2233',
      registration_documents: true, district: 'dhaka', cash_price: '1850000', description: 'Good tyres.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).vehicle.id as number;
  const up = await api.post(`/api/v1/my-vehicles/${id}/images`, {
    multipart: { image: { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 1200, 900, 40) } },
  });
  expect(up.status(), await up.text()).toBe(201);
  expect((await api.post(`/api/v1/my-vehicles/${id}/submit`)).status()).toBe(200);

  // The review desk sends it back with a note.
  const staff = await staffPage(browser);
  const note = 'The odometer photo is missing: please add it and send it again.';
  await staff.goto('/admin/review');
  await staff.getByRole('list', { name: 'Listings in review, longest waiting first' }).getByRole('button', { name: new RegExp(model) }).click();
  const listing = staff.getByRole('article', { name: new RegExp(model) });
  await listing.getByLabel('Note to the seller').fill(note);
  await listing.getByRole('button', { name: 'Send back for changes' }).click();
  await expect(listing).toHaveCount(0);

  // The seller opens the listing's thread from My listings: the note is there.
  await page.goto('/account/my-vehicles');
  const card = page.getByTestId('my-vehicle').filter({ hasText: model });
  await card.getByTestId('my-vehicle-thread').click();
  await expect(page).toHaveURL(/\/account\/messages\/\d+$/);
  const thread = page.url().split('/').pop()!;
  await expect(page.getByTestId('message')).toHaveText([new RegExp(note)]);
  await expect(page.getByTestId('review-status')).toHaveText('বিজ্ঞাপন: পরিবর্তন চাওয়া হয়েছে');
  await expect(page.getByTestId('pinned-vehicle')).toHaveAttribute('href', '/account/my-vehicles');

  // The editor has it in the inbox (review threads only for an editor).
  await staff.goto(`/admin/inbox/${thread}`);
  const staffThread = staff.getByTestId('inbox-thread');
  await expect(staffThread.getByTestId('staff-message')).toHaveCount(1);
  await expect(staffThread).toContainText('Seller:');
  // The seller's talk with staff is never a public answer: no publish form here (hB's walk).
  await expect(staffThread.getByTestId('publish-answer')).toHaveCount(0);

  await page.getByRole('textbox', { name: /আপনার বার্তা/ }).fill('ওডোমিটারের ছবি যোগ করেছি।');
  await page.getByRole('button', { name: 'পাঠান', exact: true }).click();
  await expect(page.getByTestId('message')).toHaveCount(2);
  // (An editor's stream does not carry conversations' events, which would
  // carry buyers' messages too: the editor reads the answer on opening it.)
  await staff.reload();
  await expect(staffThread.getByTestId('staff-message')).toHaveCount(2);
  await shot(page, 'review-thread-375-bn');

  // Resubmitted from the thread: the state moves, here and in My listings.
  await page.getByRole('button', { name: 'আবার যাচাইয়ে পাঠান' }).click();
  await expect(page.getByTestId('review-status')).toHaveText('বিজ্ঞাপন: যাচাই চলছে');
  await page.goto('/account/my-vehicles');
  await expect(card.getByTestId('my-vehicle-status')).toHaveText('যাচাই চলছে');

  // The editor answers; the listing is back on the review desk.
  await staffThread.getByLabel('Your answer').fill('Thank you, we will look today.');
  await staffThread.getByRole('button', { name: 'Send' }).click();
  await expect(staffThread.getByTestId('staff-message')).toHaveCount(3);
  await shot(staff, 'review-thread-inbox-1280-en');
  await staff.goto('/admin/review');
  await expect(staff.getByRole('list', { name: 'Listings in review, longest waiting first' }).getByRole('button', { name: new RegExp(model) })).toBeVisible();

  // The same thread in English at a desk's width, and in Bangla in the staff inbox at a phone's.
  await useEnglish(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/account/messages/${thread}`);
  await expect(page.getByTestId('message')).toHaveCount(3);
  await expect(page.getByTestId('review-status')).toHaveText('Listing: In review');
  await shot(page, 'review-thread-1280-en');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'review-thread-375-en');
});
