import { expect, test } from './fixtures';
import { freshPhone } from './auth-helpers';
import { findVehicle, useEnglish } from './helpers';
import { staffSignIn } from './staff';

// Issue 29, item 1: staff set the installment plan — site-wide, and per
// vehicle where a vehicle's differs — and buyers' calculators follow.

test('staff set the site’s plan and one vehicle’s own; the calculators follow, and the editor keeps the vehicle’s', async ({ page, browser, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'editor');

  // The site's plan, months typed out of order.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Installment plan' }).click();
  await page.getByLabel('Least down payment (%)').fill('30');
  await page.getByLabel('Months offered (12, 24, 36)').fill('24, 12');
  await page.getByLabel('Bank rate (% a year)').fill('11');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('The installment plan is saved.')).toBeVisible();
  await expect(page.getByLabel('Months offered (12, 24, 36)')).toHaveValue('12, 24');

  // Vehicles sold with installments: other tests list cash-only ones at the same time.
  const slugs = [await findVehicle(request, true, (d) => d.product.installment_price > 0)];
  const list = await (await request.get('/api/v1/get-vehicles?per_page=10')).json();
  slugs.push(
    (list.products as { product_slug: string; installment_price: number }[])
      .find((p) => p.product_slug !== slugs[0] && p.installment_price > 0)!.product_slug,
  );
  const buyer = await (await browser.newContext()).newPage();
  await useEnglish(buyer);
  await buyer.goto(`/vehicle-details/${slugs[1]}`);
  const calc = buyer.getByTestId('calculator');
  await expect(calc.getByTestId('calc-down-percent')).toHaveText('30%');
  await expect(calc.getByRole('radio')).toHaveCount(2);
  await expect(calc.getByLabel('Bank rate (% a year)')).toHaveValue('11');

  // One vehicle's own plan, in its editor.
  const id = (await (await request.get(`/api/v1/get-vehicle/${slugs[0]}`)).json()).product.id;
  await page.goto(`/admin/vehicles/${id}`);
  await page.getByLabel('Least down payment (%)').fill('৫০');
  await page.getByLabel('Months offered (12, 24, 36)').fill('6');
  await page.getByLabel('Bank rate (% a year)').fill('9.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Least down payment (%)')).toHaveValue('50');
  await buyer.goto(`/vehicle-details/${slugs[0]}`);
  await expect(calc.getByTestId('calc-down-percent')).toHaveText('50%');
  await expect(calc.getByRole('radio', { name: '6 months' })).toBeChecked();
  // The other vehicle still follows the site's.
  await buyer.goto(`/vehicle-details/${slugs[1]}`);
  await expect(calc.getByTestId('calc-down-percent')).toHaveText('30%');
});
