import { expect, test } from './fixtures';
import { codeFor, freshPhone, signIn } from './auth-helpers';
import { findVehicle, parseTaka, sendOffer, useEnglish } from './helpers';

test('open a vehicle, send a bid and see the confirmation', async ({ page, request }) => {
  const slug = await findVehicle(request, true);
  await useEnglish(page);
  await page.goto(`/vehicle-details/${slug}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('All Vehicles');
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();

  // Related vehicles: 4 at first, Show More adds 4.
  const related = page.getByRole('region', { name: 'Related vehicles' }).locator('article');
  const relatedTotal = ((await (await request.get(`/api/v1/get-vehicle/${slug}`)).json()).relatedProducts ?? []).length;
  await expect(related).toHaveCount(Math.min(4, relatedTotal));
  if (relatedTotal > 4) {
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(related).toHaveCount(Math.min(8, relatedTotal));
  }

  const form = page.getByTestId('bid-form');
  // Server field errors sit on the fields, the first takes the focus, and
  // one toast says it all (spec §8: the messages joined by commas).
  await form.getByRole('button', { name: 'Send offer' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Phone number is required' });
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('The offer amount is required. Phone number is required, Please choose cash or installments. Please correct the highlighted fields.');
  const cash = form.getByRole('button', { name: 'Cash' });
  await expect(cash).toHaveAttribute('aria-invalid', 'true');
  await expect(cash).toBeFocused();
  await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Phone number is required', { exact: true })).toBeVisible();

  await cash.click();
  await expect(cash).toHaveAttribute('aria-pressed', 'true');
  await expect(cash).not.toHaveAttribute('aria-invalid', 'true');
  await cash.click(); // a second click deselects
  await expect(cash).toHaveAttribute('aria-pressed', 'false');
  await form.getByRole('button', { name: 'Installments' }).click();
  // Below the floor (half the price) is refused on the amount.
  const phone = freshPhone();
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel('Offer amount').fill('1000');
  await sendOffer(form);
  await expect(form.getByText(/The offer must be at least/)).toBeVisible();
  await expect(form.getByLabel('Offer amount')).toBeFocused();
  // A signed-out bidder proves the phone with the code sent to it.
  const price = parseTaka((await page.getByTestId('cash-price').textContent()) ?? '');
  await form.getByLabel('Offer amount').fill(String(price));
  await sendOffer(form);
  const codeForm = page.getByTestId('bid-code-form');
  await expect(codeForm.getByRole('heading', { name: 'Confirm your phone number' })).toBeVisible();
  // The refused offer's toast went when the offer was fixed.
  await expect(page.getByRole('alert').filter({ hasText: 'The offer must be at least' })).toHaveCount(0);
  // The fourth digit confirms the offer by itself.
  await codeForm.getByLabel('4-digit code').fill(await codeFor(phone));

  const done = page.getByTestId('offer-accepted');
  await expect(done).toBeVisible();
  await expect(done.getByRole('heading', { name: 'Your offer has been received' })).toBeVisible();
  // The code signed the proven phone in: its offers are one tap away.
  await expect(done.getByRole('link', { name: 'My offers' })).toBeVisible();
  await done.getByRole('button', { name: 'Back to this vehicle' }).click();
  await expect(page.getByTestId('bid-form')).toBeVisible();
  // Signed in now: the form has the proven phone.
  await expect(page.getByTestId('bid-form').getByLabel('Phone number')).toHaveValue(phone);
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a closed offer shows the notice and what to do next instead of the form', async ({ page, request }) => {
  const slug = await findVehicle(request, false);
  await page.goto(`/vehicle-details/${slug}`);
  const notice = page.getByTestId('offer-closed');
  await expect(notice).toContainText('অফারের সময় শেষ');
  // Issue 50: what a buyer can still do — the outcome by SMS, other vehicles, a call.
  await expect(notice).toContainText('এসএমএসে');
  await expect(notice.getByRole('link', { name: 'অফার চলছে এমন গাড়ি' })).toHaveAttribute('href', '/all-vehicles');
  await expect(page.getByTestId('call-block')).toBeVisible();
  await expect(page.getByTestId('bid-form')).toHaveCount(0);
  await expect(page.getByTestId('countdown')).toHaveCount(0);
});

test('bookmarking asks a signed-out visitor to log in', async ({ page, request }) => {
  const slug = await findVehicle(request, true);
  await useEnglish(page);
  await page.goto(`/vehicle-details/${slug}`);
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You need to sign in to save this vehicle!' })).toBeVisible();
});

test('unknown vehicles and the bare paths are handled', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/vehicle-details/no-such-vehicle');
  await expect(page.getByRole('heading', { name: 'Vehicle not found' })).toBeVisible();
  await page.goto('/vehicle-details');
  await expect(page).toHaveURL(/\/all-vehicles$/);
  await page.goto('/vehicles');
  await expect(page).toHaveURL(/\/all-vehicles$/);
});

test('two pages on one vehicle see each other\'s offers live', async ({ browser, request }) => {
  const slug = await findVehicle(request, true);
  const watcher = await (await browser.newContext()).newPage();
  await useEnglish(watcher);
  await watcher.goto(`/vehicle-details/${slug}`);
  const count = watcher.getByTestId('total-bid');
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())?.replace(/\D/g, ''));

  // A signed-in buyer bids with the account's own phone: no code needed.
  const bidder = await (await browser.newContext()).newPage();
  await useEnglish(bidder);
  const phone = await signIn(bidder);
  await expect(bidder).toHaveURL(/\/account\//);
  await bidder.goto(`/vehicle-details/${slug}`);
  const form = bidder.getByTestId('bid-form');
  await expect(form.getByLabel('Phone number')).toHaveValue(phone);
  await form.getByRole('button', { name: 'Cash' }).click();
  await form.getByLabel('Offer amount').fill(String(parseTaka((await bidder.getByTestId('cash-price').textContent()) ?? '')));
  await sendOffer(form);
  await expect(bidder.getByTestId('offer-accepted')).toBeVisible();

  // The other page counts it without a reload.
  await expect(count).toHaveText(String(before + 1));
});
