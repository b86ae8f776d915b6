import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './auth-helpers';
import { findVehicle, sendOffer, useEnglish } from './helpers';

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

test('new user: sign in, activate, edit profile, save and remove a vehicle, bid, log out', async ({ page, request }) => {
  test.setTimeout(90_000);
  await useEnglish(page);
  const slug = await findVehicle(request, true);

  // Sign in with the code from the console SMS: a new user reaches step 3.
  const phone = await signIn(page);
  await expect(page).toHaveURL(/\/account\/activate$/);
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByRole('img', { name: /delivery truck/ })).toBeVisible();
  await page.getByRole('link', { name: 'Add your name and address first' }).click();

  // Account info: empty values are N/A, the phone is the signed-in one.
  await expect(page).toHaveURL(/\/account\/info$/);
  expect(await page.evaluate(() => localStorage.getItem('isNewUser'))).toBeNull();
  const info = page.getByTestId('account-info');
  await expect(info.getByTestId('info-name')).toHaveText('N/A');
  await expect(info.getByTestId('info-address')).toHaveText('N/A');
  await expect(info.getByTestId('info-phone')).toHaveText(phone);
  await expect(info.getByTestId('total-offers')).toHaveText('0');

  // Cancel throws the edits away; Save keeps them.
  await info.getByRole('button', { name: 'Edit' }).click();
  await info.getByLabel('Name').fill('Throwaway');
  await info.getByRole('button', { name: 'Cancel' }).click();
  await expect(info.getByTestId('info-name')).toHaveText('N/A');
  await info.getByRole('button', { name: 'Edit' }).click();
  await expect(info.getByLabel('Name')).toHaveValue('');
  await expect(info.getByLabel('Phone')).toHaveAttribute('readonly', '');
  await info.getByLabel('Name').fill('Rahim Uddin');
  await info.getByLabel('Business').fill('Uddin Transport, Gazipur');
  await info.getByLabel('Address').fill('House 12, Road 5, Mirpur, Dhaka');
  await info.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Account info updated successfully!');
  await expect(info.getByTestId('info-name')).toHaveText('Rahim Uddin');
  await expect(info.getByTestId('info-yourself')).toHaveText('Uddin Transport, Gazipur');
  await expect(page.getByRole('button', { name: /Rahim Uddin/ })).toBeVisible(); // header dropdown

  // Bookmark a vehicle from its page; it shows up in the saved list.
  await page.goto(`/vehicle-details/${slug}`);
  const bookmark = page.getByRole('button', { name: 'Bookmark', exact: true });
  await bookmark.click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.reload(); // the server's isBookmarked reflects the user
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();

  await page.goto('/account/saved-list');
  const saved = page.getByTestId('saved-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(title);
  await expect(saved).toContainText('Cash price');
  await expect(saved.getByRole('link', { name: 'View details' })).toHaveAttribute('href', `/vehicle-details/${slug}`);

  // Delete asks first: cancel keeps it, confirm removes it.
  await saved.getByRole('button', { name: `Remove ${title} from saved list` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this vehicle?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: `Remove ${title} from saved list` }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Vehicle removed from saved list!');
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('No Data Found!')).toBeVisible();

  // A bid sent while signed in appears in the offer list.
  await page.goto(`/vehicle-details/${slug}`);
  await expect(page.getByRole('button', { name: 'Bookmark', exact: true })).toBeVisible();
  const form = page.getByTestId('bid-form');
  await form.getByRole('button', { name: 'Cash' }).click();
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel('Offer amount').fill('750000');
  await sendOffer(form);
  await expect(page.getByTestId('offer-accepted')).toBeVisible();

  await page.goto('/account/offer-list');
  const offer = page.getByTestId('offer-card');
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText(title);
  await expect(offer).toContainText('৳7,50,000');
  await expect(offer).toContainText('Cash');
  await expect(offer.getByTestId('status-badge')).toHaveText(/Ongoing/);
  await expect(offer).toContainText(/GH-/);
  await page.getByRole('link', { name: 'Account Info' }).click();
  await expect(page.getByTestId('total-offers')).toHaveText('1');

  await page.goto('/account/purchase-list');
  await expect(page.getByText('No Data Found!')).toBeVisible();

  // Log out from the account menu; the account pages then send visitors to /login.
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  for (const path of ['/account/info', '/account/offer-list', '/account/purchase-list', '/account/saved-list']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test.describe('on a phone, in Bangla', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('sign in, find a car, menu and sections alternate, log out from the header', async ({ page }) => {
    await signIn(page, undefined, 'bn');
    await expect(page.getByText('ধাপ ৩ / ৩')).toBeVisible();
    await page.getByRole('button', { name: 'আপনার পছন্দের গাড়ি খুঁজুন' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('isNewUser'))).toBeNull();

    // The menu alone at /account; a section comes with a back control.
    await page.goto('/account');
    const menu = page.getByRole('navigation', { name: 'অ্যাকাউন্ট মেনু' });
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('account-section')).toHaveCount(0);
    await menu.getByRole('link', { name: 'অফারের তালিকা' }).click();
    await expect(page).toHaveURL(/\/account\/offer-list$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'অফারের তালিকা' })).toBeVisible();
    await expect(page.getByText('কোনো তথ্য পাওয়া যায়নি!')).toBeVisible();
    await page.getByRole('link', { name: 'মেনুতে ফিরুন' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await menu.getByRole('link', { name: 'অ্যাকাউন্টের তথ্য' }).click();
    await expect(page.getByTestId('info-name')).toHaveText('প্রযোজ্য নয়');

    // Wide screens open the first section straight away.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/info$/);
    await expect(page.getByRole('navigation', { name: 'অ্যাকাউন্ট মেনু' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });

    // Log out from the header's account dropdown, on the home page.
    // On the home page first: the account page has its own "delete my
    // account" button, whose name starts like the header's.
    await page.getByTestId('bottom-tab-bar').getByRole('link', { name: 'হোম' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'আমার অ্যাকাউন্ট', exact: true }).click();
    await page.getByRole('button', { name: 'লগ আউট' }).click();
    await expect(page.getByRole('link', { name: 'লগইন' })).toBeVisible();
    await page.goto('/account/saved-list');
    await expect(page).toHaveURL(/\/login$/);
  });
});
