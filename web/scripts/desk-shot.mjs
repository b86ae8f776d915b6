// Screenshots of the back office's lists (issue 32, 10), in both languages
// at 375 and 1280 px: node scripts/desk-shot.mjs BASE OWNER_TOKEN VEHICLE
// (an owner who gave the second factor; a vehicle with a repeat offer).
import { shoot } from './shoot.mjs';

const [base, token, vehicle] = process.argv.slice(2);
const table = (act) => async (page) => {
  await page.locator('table').first().waitFor();
  await act(page);
};
await shoot(base, [
  ['vehicles-bulk', token, '/admin/vehicles?sort=cash_price', table(async (page) => {
    const boxes = page.locator('tbody input[type=checkbox]');
    await boxes.nth(0).check();
    await boxes.nth(2).check();
  })],
  ['offers-grouped', token, `/admin/offers?vehicle=${vehicle}`, table(async (page) => {
    await page.locator('button[aria-expanded="false"]').first().click();
  })],
  ['brand-in-use', token, '/admin/lists/brands', table(async (page) => {
    await page.locator('tbody tr').first().locator('button').nth(1).click();
    await page.locator('dialog button').last().click();
    await page.getByRole('alert').filter({ has: page.locator('a') }).waitFor();
  })],
], { fullPage: (width) => width > 400 });
