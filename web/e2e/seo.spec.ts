import { expect, test } from './fixtures';
import { findVehicle } from './helpers';

interface Detail {
  product: { title: string; cash_price: number; installment_price: number; bn_translation: { title: string } };
}

const bnNumber = new Intl.NumberFormat('bn-BD');
const enNumber = new Intl.NumberFormat('en-IN');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a crawler reads a vehicle, its prices and the lists that lead to it', async ({ page, request }) => {
    const slug = await findVehicle(request, true);
    const { product } = (await (await request.get(`/api/v1/get-vehicle/${slug}`)).json()) as Detail;

    const res = await page.goto(`/vehicle-details/${slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.bn_translation.title);
    await expect(page.locator('#page-text')).toContainText(`৳${bnNumber.format(product.cash_price)}`);
    await expect(page.locator('#page-text')).toContainText(`৳${bnNumber.format(product.installment_price)}`);
    await expect(page).toHaveTitle(`${product.bn_translation.title} | গাড়িহাট`);

    await page.goto(`/vehicle-details/${slug}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.locator('#page-text')).toContainText(`৳${enNumber.format(product.cash_price)}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The list's first page links every vehicle on it; a link opens it.
    await page.goto('/all-vehicles?lang=en');
    const links = page.locator('#page-text ul a');
    await expect(links).toHaveCount(18);
    const first = links.first();
    const title = (await first.locator('span').first().textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('an unknown vehicle is a real 404', async ({ page }) => {
    const res = await page.goto('/vehicle-details/no-such-vehicle-1');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('পাতাটি পাওয়া যায়নি');
  });
});

test('?lang=en opens the app in English, stays chosen and leaves the address', async ({ page, request }) => {
  const slug = await findVehicle(request, true);
  const { product } = (await (await request.get(`/api/v1/get-vehicle/${slug}`)).json()) as Detail;
  await page.goto(`/vehicle-details/${slug}?lang=en`);
  // The app has replaced the server's first paint with its own page.
  await expect(page.locator('#page-text')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/vehicle-details/${slug}$`));
  await expect(page).toHaveTitle(new RegExp(`^${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Garihaat`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  // Moving on inside the app gives the next page its own title.
  await page.goto('/help');
  await expect(page).toHaveTitle(/^Help/);
});

test('the unknown vehicle page answers 404 and the app shows its not-found state', async ({ page }) => {
  const res = await page.goto('/vehicle-details/no-such-vehicle-1');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('গাড়িটি পাওয়া যায়নি')).toBeVisible();
});
