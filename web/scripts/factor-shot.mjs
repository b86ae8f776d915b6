// Screenshots of the staff second factor, in both languages at 375 and
// 1280 px: node scripts/factor-shot.mjs BASE OWNER_TOKEN VERIFY_TOKEN ENROLL_TOKEN
// (an owner who gave the factor, a session of an enrolled member that has
// not, and a member with no app yet).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base, owner, verify, enroll] = process.argv.slice(2);
const out = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const shots = [
  ['factor-enroll', enroll, '/admin', async (page) => {
    await page.locator('main button').filter({ hasText: /Set up the app|অ্যাপ যুক্ত করুন/ }).click();
    await page.locator('img[src^="data:image/png"]').waitFor();
  }],
  ['factor-verify', verify, '/admin', async () => {}],
  ['staff', owner, '/admin/staff', async (page) => { await page.locator('table').waitFor(); }],
];
for (const [name, token, path, act] of shots) {
  for (const width of [375, 1280]) {
    for (const lang of ['bn', 'en']) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 } });
      await ctx.addInitScript(([l, t]) => { localStorage.setItem('garihaat.lang', l); localStorage.setItem('authToken', t); }, [lang, token]);
      const page = await ctx.newPage();
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await act(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}${name}-${lang}-${width}.png`, fullPage: true });
      await ctx.close();
    }
  }
}
await browser.close();
