import { expect, test } from './fixtures';

test('home opens in Bangla with Bengali digits, then switches to English and remembers it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('বাণিজ্যিক গাড়ি');
  await expect(page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'সব গাড়ি' })).toBeVisible();

  // Vehicle cards show prices with ৳ and Bengali digits in lakh grouping.
  const firstPrice = page.locator('main article dd').first();
  await expect(firstPrice).toHaveText(/^৳[০-৯]{1,2}(,[০-৯]{2})*,[০-৯]{3}$/);
  // Certified-dealer stats are the fixed numbers, in Bengali digits.
  await expect(page.getByText('৬০০+')).toBeVisible();
  await expect(page.getByText(/© ২০২৫/)).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Vehicles' })).toBeVisible();
  await expect(firstPrice).toHaveText(/^৳[0-9]{1,2}(,[0-9]{2})*,[0-9]{3}$/);
  await expect(page.getByText('600+')).toBeVisible();
  await expect(page.getByText(/© 2025/)).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
});

test('home shows brands, vehicle types and a section per type', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'জনপ্রিয় ব্র্যান্ড' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'গাড়ির ধরন' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ট্রাক', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'গ্রাহকেরা যা বলেন' })).toBeVisible();

  // A type tile remembers the type and opens the filtered list.
  await page.getByRole('region', { name: 'গাড়ির ধরন' }).getByRole('link', { name: 'বাস' }).click();
  await expect(page).toHaveURL(/\/all-vehicles\?vehicleType=\d+$/);
  await expect(page.getByTestId('vehicle-grid')).toBeVisible();
});
