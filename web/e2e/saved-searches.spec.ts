import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeFor, freshPhone, LOGIN, signIn } from './auth-helpers';
import { stall, useEnglish } from './helpers';
import { serverLog } from './server';
import { staffSignIn } from './staff';

// Issue 30's journeys: a buyer on a phone in Bangla saves a search for a
// model not in stock; staff publish one; the digest SMS (the server runs
// the sender every 2 s at any hour: --alert-hours 0-24) leads to the list
// with it marked; the stop link turns the alerts off. A saved vehicle's
// price drop is messaged and struck through on the saved list.

const PHONE = { width: 375, height: 812 };

/** smsTo waits for an SMS to phone whose text has needle and returns it. */
async function smsTo(phone: string, needle: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        text = serverLog()
          .split('\n')
          .filter((l) => l.includes(`SMS to ${phone}:`) && l.includes(needle))
          .at(-1) ?? '';
        return text;
      },
      { message: `an SMS to ${phone} with ${needle}`, timeout: 30_000 },
    )
    .not.toBe('');
  return text;
}

/**
 * publishCopy duplicates a demo vehicle in the back office, adds tag to its
 * titles (so the copy keeps the brand, model and type words other journeys
 * search by), prices it and publishes it; returns its id and English title.
 */
async function publishCopy(staff: Page, from: number, tag: string, cash?: string): Promise<{ id: string; title: string }> {
  await staff.goto(`/admin/vehicles/${from}`);
  await staff.getByRole('button', { name: 'Duplicate' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'Copied into a new draft' })).toBeVisible();
  const en = staff.getByLabel('Title (English)');
  const title = `${await en.inputValue()} ${tag}`;
  await en.fill(title);
  const bn = staff.getByLabel('Title (Bangla)');
  await bn.fill(`${await bn.inputValue()} ${tag}`);
  if (cash) await staff.getByLabel('Cash price (৳)').fill(cash);
  await staff.getByLabel('Status').selectOption('published');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'Saved.' })).toBeVisible();
  return { id: staff.url().split('/').pop()!, title };
}

test('a buyer saves a search for a model not in stock, hears of it by SMS the day it is published, and stops the alerts', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const model = `Zetros${Math.floor(10000 + Math.random() * 89999)}`;

  // Signed out, Save this search leads to sign-in and back, saved.
  await page.goto(`/vehicles/query/${model}`);
  await page.getByRole('button', { name: 'এই খোঁজ সংরক্ষণ করুন' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const buyer = freshPhone();
  await page.getByLabel(LOGIN.bn.phone).fill(buyer);
  await page.getByRole('button', { name: LOGIN.bn.send }).click();
  await page.getByLabel(LOGIN.bn.code).fill(await codeFor(buyer));
  await page.getByRole('button', { name: 'যেখানে ছিলেন সেখানে ফিরে যান' }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/query/${model}$`)); // save=1 taken out once saved
  await expect(page.getByTestId('search-saved')).toBeVisible();

  // The account lists it, its words read out, nothing matching yet.
  await page.getByTestId('search-saved').click();
  await expect(page).toHaveURL(/\/account\/saved-searches$/);
  const card = page.getByTestId('saved-search');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`“${model}”`);
  await expect(card).toContainText('এখন ০টি গাড়ি মিলছে');
  await expect(card.getByRole('switch', { name: 'এসএমএস সতর্কবার্তা' })).toHaveAttribute('aria-checked', 'true');

  // Staff publish one in the back office.
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await useEnglish(staff);
  await staffSignIn(staff, freshPhone(), 'owner');
  const { id } = await publishCopy(staff, 1, model);

  // The digest comes at the sender's next run, in Bangla, with both links.
  const sms = await smsTo(buyer, model);
  expect(sms).toContain('১টি নতুন গাড়ি');
  const link = sms.match(/https?:\/\/[^\s]+\/n\/[A-Za-z0-9_-]+/)?.[0];
  const stop = sms.match(/https?:\/\/[^\s]+\/s\/[A-Za-z0-9_-]+/)?.[0];
  expect(link && stop).toBeTruthy();

  // The account shows the news; the short link opens the list with it marked.
  await page.reload();
  await expect(card.getByTestId('search-new')).toHaveText('১টি নতুন');
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(new RegExp(`/vehicles/query/${model}\\?new=${id}$`));
  await expect(page.getByTestId('new-banner')).toBeVisible();
  const marked = page.locator('li[data-new]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('আপনার জন্য নতুন');
  await expect(marked).toContainText(model);

  // The stop link, opened signed out, asks first, then stops.
  const stranger = await (await browser.newContext({ viewport: PHONE })).newPage();
  await stranger.goto(new URL(stop!).pathname);
  await expect(stranger.getByRole('heading', { name: 'এসএমএস সতর্কবার্তা বন্ধ করুন' })).toBeVisible();
  await stranger.getByRole('button', { name: 'সতর্কবার্তা বন্ধ করুন' }).click();
  await expect(stranger.getByRole('status')).toContainText(model);
  await page.goto('/account/saved-searches');
  await expect(card.getByRole('switch', { name: 'এসএমএস সতর্কবার্তা' })).toHaveAttribute('aria-checked', 'false');
  // Opening it clears the news.
  await card.getByRole('link', { name: 'খুলুন' }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/query/${model}$`));
  await page.goto('/account/saved-searches');
  await expect(card.getByTestId('search-new')).toHaveCount(0);
});

test('a saved vehicle whose price drops is messaged and struck through on the saved list', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  const buyer = await signIn(page);
  await expect(page).toHaveURL(/\/account\//);
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await useEnglish(staff);
  await staffSignIn(staff, freshPhone(), 'owner');
  const { id, title } = await publishCopy(staff, 2, `NPR${Math.floor(10000 + Math.random() * 89999)}`, '1500000');

  // The buyer saves it from its page.
  const found = await (await page.request.get(`/api/v1/get-vehicles?query=${encodeURIComponent(title)}`)).json();
  await page.goto(`/vehicle-details/${found.products[0].product_slug}`);
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();

  // Staff lower the cash price.
  await staff.goto(`/admin/vehicles/${id}`);
  await staff.getByLabel('Cash price (৳)').fill('1400000');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'Saved.' })).toBeVisible();

  // In English, the language it was saved in; the title is cut to keep the SMS within two segments (issue 50).
  const sms = await smsTo(buyer, '৳14,00,000 (was ৳15,00,000)');
  expect(sms).toContain(title.split(' ').slice(0, 2).join(' '));
  await page.goto('/account/saved-list');
  const saved = page.getByTestId('saved-card').filter({ hasText: title });
  await expect(saved.getByTestId('price-drop')).toContainText('৳15,00,000');
  await expect(saved).toContainText('৳14,00,000');
});

test('saved searches on a bad connection: skeletons while late, a retry when the list fails, a failed save says so', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await useEnglish(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/account\//);

  const release = await stall(page, '**/api/v1/saved-searches');
  await page.goto('/account/saved-searches');
  await expect(page.getByTestId('list-loading')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click(); // the shell answers meanwhile
  await page.getByRole('button', { name: 'Close menu' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/api/v1/saved-searches');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('no-searches')).toBeVisible();

  // Saving with no connection: the visitor is told, and can save again.
  await page.goto('/all-vehicles?vehicleType=2');
  await page.route('**/api/v1/saved-searches', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Could not save the search. Please try again.')).toBeVisible();
  await page.unroute('**/api/v1/saved-searches');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByTestId('search-saved')).toBeVisible();
  await page.getByTestId('search-saved').click();
  await expect(page.getByTestId('saved-search')).toContainText('Truck');
});

test('a search by district is saved and listed with the district named in Bangla, not by its code', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, freshPhone(), 'bn');
  await expect(page).toHaveURL(/\/account\//);
  // The list opened straight from an address: the save names the district
  // even when the filter panel has not fetched the districts yet.
  await page.goto('/all-vehicles?district=chattogram');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('চট্টগ্রাম');
  await page.getByRole('button', { name: 'এই খোঁজ সংরক্ষণ করুন' }).click();
  await page.getByTestId('search-saved').click();
  await expect(page).toHaveURL(/\/account\/saved-searches$/);
  const card = page.getByTestId('saved-search').filter({ hasText: 'চট্টগ্রাম' });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('চট্টগ্রাম');
  await expect(card).not.toContainText('Chattogram');
});
