import { expect, test } from './fixtures';
import { signIn } from './auth-helpers';
import { useEnglish } from './helpers';
import { photo, staffPage } from './sell-helpers';

// Issue 50, item 3: a seller whose truck's brand is not in the list and
// who stands in Cumilla, far from the depots. They type the brand and pick
// the district; the review desk sees both and maps them to a brand and a
// depot on approval (saying which is missing first); buyers then find the
// truck by "truck cumilla" and "ট্রাক কুমিল্লা".

test('a seller lists an "Other" brand truck in Cumilla; staff map brand and depot; "truck cumilla" finds it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await useEnglish(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/account\//);
  const model = `EQ${Math.floor(10000 + Math.random() * 89999)}`;
  const next = page.getByTestId('sell-next');

  await page.goto('/sell');
  await expect(page).toHaveTitle('Sell your vehicle | Garihaat');
  await page.getByLabel('Vehicle type').selectOption({ label: 'Truck' });
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Other (type the brand)' });
  await page.getByLabel('Brand name').fill('Dongfeng');
  await page.getByLabel('Model', { exact: true }).fill(model);
  await page.getByLabel('Model year').fill('2016');
  await page.getByLabel('Resale (used)').check();
  await next.click();
  await expect(page).toHaveURL(/\/sell\/\d+\?step=details$/);
  const listingUrl = page.url().replace(/\?.*$/, '');

  await page.getByLabel('Where the vehicle is').selectOption({ label: 'Somewhere else (choose the district)' });
  await page.getByLabel('District').selectOption({ label: 'Cumilla' });
  await page.getByLabel('Area or town (optional)').fill('Chauddagram');
  await next.click();
  await expect(page).toHaveURL(/step=price$/);
  await page.getByLabel('Asking cash price (৳)').fill('18,00,000');
  await next.click();
  await expect(page).toHaveURL(/step=photos$/);

  // Left here, the draft is offered back on /sell and goes on at the photos.
  await page.goto('/sell');
  await page.getByTestId('sell-draft').getByRole('link', { name: /Continue your draft/ }).click();
  await expect(page).toHaveURL(new RegExp(`${listingUrl.replace(/.*\/sell/, '/sell')}$`));
  await expect(page.getByTestId('sell-step')).toContainText('Photos');
  await page.getByTestId('photo-input').setInputFiles({ name: 'truck.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 1200, 900, 30) });
  await expect(page.getByTestId('photo')).toHaveCount(1);
  await next.click();

  // The review step shows the typed brand, the type and the place.
  const summary = page.getByTestId('listing-summary');
  await expect(summary).toContainText('Dongfeng');
  await expect(summary).toContainText('Truck');
  await expect(summary).toContainText('Cumilla, Chauddagram');
  await next.click();
  await expect(page).toHaveURL(/\/account\/my-vehicles$/);
  await expect(page.getByTestId('my-vehicle').filter({ hasText: model })).toContainText(`Dongfeng ${model} Truck 2016`);

  // The clerk sees what the seller typed, cannot approve before mapping it, then maps and approves.
  const staff = await staffPage(browser);
  await staff.goto('/admin/review');
  await staff.getByRole('list', { name: 'Listings in review, longest waiting first' }).getByRole('button', { name: new RegExp(model) }).click();
  const listing = staff.getByRole('article', { name: new RegExp(model) });
  await expect(listing.getByTestId('review-facts')).toContainText('Dongfeng');
  await expect(listing.getByTestId('review-facts')).toContainText('Cumilla, Chauddagram');
  await listing.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(staff.getByText('Choose the brand from the list before approving (the seller typed one not in it).').first()).toBeVisible();
  await listing.getByLabel(/Brand in the catalogue/).selectOption({ label: 'Tata' });
  await listing.getByLabel(/Depot to list it at/).selectOption({ index: 1 });
  await listing.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(listing).toHaveCount(0);

  // Buyers find it by type and district, in English and in Bangla.
  for (const q of ['truck cumilla', 'ট্রাক কুমিল্লা']) {
    await page.goto(`/vehicles/query/${encodeURIComponent(q)}`);
    await expect(page.locator('article').filter({ hasText: model }).first()).toBeVisible();
  }
});
