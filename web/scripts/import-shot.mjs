// Screenshots of the back office's CSV import with a bad row, in both
// languages at 375 and 1280 px: node scripts/import-shot.mjs BASE TOKEN
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base, token] = process.argv.slice(2);
const out = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const csv = 'title,brand,type,cash_price,installment_price,offer_ends_at,year\nTata Ace,Tata,Pickup,700000,800000,2026-12-01,20x1\n';
for (const width of [375, 1280]) {
  for (const lang of ['bn', 'en']) {
    const ctx = await browser.newContext({ viewport: { width, height: 800 } });
    await ctx.addInitScript(([l, t]) => { localStorage.setItem('garihaat.lang', l); localStorage.setItem('authToken', t); }, [lang, token]);
    const page = await ctx.newPage();
    await page.goto(base + '/admin/import', { waitUntil: 'networkidle' });
    await page.setInputFiles('#csv-file', { name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.locator('button').filter({ hasText: lang === 'bn' ? /যাচাই|পরীক্ষা/ : /Check/ }).first().click();
    await page.locator('#import-report').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}import-${lang}-${width}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
