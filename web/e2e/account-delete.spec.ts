import { type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { freshPhone, signIn } from './auth-helpers';
import { findVehicle, useEnglish } from './helpers';
import { staffSignIn } from './staff';

// Issue 48: a person deletes their account from the account area. They are
// signed out; the staff's inbox keeps their conversation, its buyer shown as
// a deleted user and no longer answered. A bidder whose bid is still open is
// told what to do first instead.

const SHOTS = '/tmp/h2-shots';

/** shot saves the page, or the screen around focus when given (a long page's header would cover it). */
async function shot(page: Page, name: string, focus?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: !focus });
}

test('a buyer on a phone deletes their account in Bangla; the staff inbox shows a deleted user (375 px, 1280 px)', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const slug = await findVehicle(request, true);
  await signIn(page, freshPhone(), 'bn');
  await expect(page).toHaveURL(/\/account\//);
  // A question first: it must outlive the account.
  await page.goto(`/vehicle-details/${slug}`);
  await page.getByRole('link', { name: 'প্রশ্ন করুন' }).click();
  const question = 'দাম কি চূড়ান্ত? কাগজপত্র ঠিক আছে?';
  await page.getByRole('textbox', { name: /আপনার বার্তা/ }).fill(question);
  await page.getByRole('button', { name: 'পাঠান', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/messages\/\d+$/);
  const id = page.url().split('/').pop()!;

  await page.goto('/account/info');
  const panel = page.getByTestId('delete-account');
  await panel.getByRole('button', { name: 'আমার অ্যাকাউন্ট মুছে ফেলুন…' }).click();
  await expect(panel.getByText('অ্যাকাউন্ট মুছে ফেললে যা হবে')).toBeVisible();
  // A wrong word is refused where it was typed.
  const word = panel.getByLabel('নিশ্চিত করতে লিখুন মুছে ফেলুন (বা DELETE)');
  await word.fill('হ্যাঁ');
  await panel.getByRole('button', { name: 'স্থায়ীভাবে আমার অ্যাকাউন্ট মুছে ফেলুন' }).click();
  await expect(word).toHaveAttribute('aria-invalid', 'true');
  await expect(panel).toContainText('এটি নিশ্চিতকরণের শব্দ নয়');
  await word.fill('মুছে ফেলুন');
  await shot(page, 'delete-account-375-bn', panel);
  await panel.getByRole('button', { name: 'স্থায়ীভাবে আমার অ্যাকাউন্ট মুছে ফেলুন' }).click();

  // Signed out, on the home page, the account area closed to them.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে।').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/account/info');
  await expect(page).toHaveURL(/\/login/);

  // The staff's inbox still holds the thread: a deleted user's, not answered.
  // A context of its own: another visitor, from another address (fixtures.ts).
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await office.newPage();
  await useEnglish(staff);
  await staffSignIn(staff, freshPhone(), 'sales');
  await staff.goto(`/admin/inbox/${id}`);
  await expect(staff.getByTestId('thread-buyer')).toHaveText('Deleted user');
  await expect(staff.getByTestId('staff-message')).toHaveText([new RegExp(question.replace(/\?/g, '\\?'))]);
  await expect(staff.getByTestId('staff-message')).toContainText(['Deleted user']);
  await expect(staff.getByTestId('buyer-deleted-note')).toBeVisible();
  await expect(staff.getByLabel('Your answer')).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Block from messaging' })).toBeHidden();
  await expect(staff.getByTestId('inbox-list').getByRole('link').filter({ hasText: question })).toContainText('Deleted user');
  await shot(staff, 'inbox-deleted-user-1280-en');
  // The same thread on a phone, in Bangla.
  await staff.setViewportSize({ width: 375, height: 812 });
  await staff.evaluate(() => localStorage.setItem('garihaat.lang', 'bn'));
  await staff.reload();
  await expect(staff.getByTestId('thread-buyer')).toHaveText('মুছে ফেলা ব্যবহারকারী');
  await expect(staff.getByTestId('buyer-deleted-note')).toContainText('এই ক্রেতা তাঁর অ্যাকাউন্ট মুছে ফেলেছেন');
  await shot(staff, 'inbox-deleted-user-375-bn');
  await office.close();
});

test('a bidder with an open bid is told to wait before deleting (1280 px, English)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useEnglish(page);
  const phone = await signIn(page);
  await expect(page).toHaveURL(/\/account\//);
  // A signed-in bid of this session's own (no code needed), placed through the API.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const slug = await findVehicle(request, true);
  const { product } = await (await request.get(`/api/v1/get-vehicle/${slug}`)).json();
  const bid = await request.post('/api/v1/send-bid-offer', {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: product.id, selectedOption: 'cash', phone, offerAmount: product.cash_price * 3 }, // above any earlier test's bid
  });
  expect(bid.status(), await bid.text()).toBe(200);

  await page.goto('/account/info');
  const panel = page.getByTestId('delete-account');
  await panel.getByRole('button', { name: 'Delete my account…' }).click();
  await shot(page, 'delete-account-1280-en', panel);
  await panel.getByLabel('To confirm, type DELETE (or মুছে ফেলুন)').fill('delete');
  await panel.getByRole('button', { name: 'Delete my account permanently' }).click();
  const blocked = panel.getByTestId('delete-blocked');
  await expect(blocked).toContainText('Your account cannot be deleted yet');
  await expect(blocked).toContainText("Bids waiting for the dealer's decision, or purchases in progress: 1.");
  await shot(page, 'delete-blocked-1280-en', panel);
  // Still signed in, the bid still theirs.
  await page.reload();
  await expect(page.getByTestId('account-info')).toBeVisible();
  await expect(page.getByTestId('total-offers')).toHaveText('1');
});
