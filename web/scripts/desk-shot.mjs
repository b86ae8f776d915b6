// Screenshots of the back office's lists (issue 32, 10), in both languages
// at 375 and 1280 px: node scripts/desk-shot.mjs BASE OWNER_TOKEN VEHICLE
// (an owner who gave the second factor; a vehicle with a repeat offer).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base, token, vehicle] = process.argv.slice(2);
const out = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const shots = [
  ['vehicles-bulk', '/admin/vehicles?sort=cash_price', async (page) => {
    const boxes = page.locator('tbody input[type=checkbox]');
    await boxes.nth(0).check();
    await boxes.nth(2).check();
  }],
  ['offers-grouped', `/admin/offers?vehicle=${vehicle}`, async (page) => {
    await page.locator('button[aria-expanded="false"]').first().click();
  }],
  ['brand-in-use', '/admin/lists/brands', async (page) => {
    await page.locator('tbody tr').first().locator('button').nth(1).click();
    await page.locator('dialog button').last().click();
    await page.getByRole('alert').filter({ has: page.locator('a') }).waitFor();
  }],
];
for (const [name, path, act] of shots) {
  for (const width of [375, 1280]) {
    for (const lang of ['bn', 'en']) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 } });
      await ctx.addInitScript(([l, t]) => { localStorage.setItem('garihaat.lang', l); localStorage.setItem('authToken', t); }, [lang, token]);
      const page = await ctx.newPage();
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.locator('table').first().waitFor();
      await act(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}${name}-${lang}-${width}.png`, fullPage: width > 400 });
      await ctx.close();
    }
  }
}
await browser.close();
