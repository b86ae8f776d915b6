import { expect, test } from './fixtures';
import { codeFor, freshPhone, LOGIN } from './auth-helpers';
import { findVehicle, useEnglish } from './helpers';

// Issue 50, item 2: every "sign in to …" comes back to the page and
// finishes what the visitor was doing.

/** signInHere completes the sign-in page the visitor was sent to, as a new user. */
async function signInHere(page: import('@playwright/test').Page) {
  await expect(page).toHaveURL(/\/login$/);
  const phone = freshPhone();
  await page.getByLabel(LOGIN.en.phone).fill(phone);
  await page.getByRole('button', { name: LOGIN.en.send }).click();
  await page.getByLabel(LOGIN.en.code).fill(await codeFor(phone));
  // A new user's welcome page continues to where they were going.
  await page.getByRole('button', { name: 'Continue where you were' }).click();
}

test('a bookmark asked for signed out is saved after signing in from the toast', async ({ page, request }) => {
  const slug = await findVehicle(request, true);
  await useEnglish(page);
  await page.goto(`/vehicle-details/${slug}`);
  await page.getByRole('button', { name: 'Bookmark' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'You need to sign in to save this vehicle!' });
  await toast.getByRole('link', { name: 'Sign in' }).click();
  await signInHere(page);
  await expect(page).toHaveURL(new RegExp(`/vehicle-details/${slug}$`)); // bookmark=1 taken out once saved
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  // Saved for real: the saved list has it.
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/account/saved-list');
  await expect(page.getByTestId('saved-card').filter({ hasText: title })).toBeVisible();
});

test('a search saved signed out is saved after signing in', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/all-vehicles?vehicleType=2');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await signInHere(page);
  await expect(page).toHaveURL(/\/all-vehicles\?vehicleType=2$/);
  await expect(page.getByTestId('search-saved')).toBeVisible();
  await page.getByTestId('search-saved').click();
  await expect(page.getByTestId('saved-search')).toContainText('Truck');
});

test('the header’s sign-in returns to the page it was pressed on', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/all-brand');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await signInHere(page);
  await expect(page).toHaveURL(/\/all-brand$/);
});

test('a forged way back never leaves the site', async ({ page }) => {
  await useEnglish(page);
  const phone = freshPhone();
  await page.goto('/login?next=%2F%5Cevil.example');
  await page.getByLabel(LOGIN.en.phone).fill(phone);
  await page.getByRole('button', { name: LOGIN.en.send }).click();
  await page.getByLabel(LOGIN.en.code).fill(await codeFor(phone));
  // No safe way back: the welcome page offers the catalogue, which stays here.
  await page.getByRole('button', { name: 'Find your favorite car' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});
