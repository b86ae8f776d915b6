// shoot takes each shot [name, token, path, act] at 375 and 1280 px in
// Bangla and English, signed in with token, after fonts are ready, into
// web/screenshots/NAME-LANG-WIDTH.png (the back office's screenshot scripts).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export async function shoot(base, shots, { fullPage = () => true } = {}) {
  const out = new URL('../screenshots/', import.meta.url).pathname;
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
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
        await page.screenshot({ path: `${out}${name}-${lang}-${width}.png`, fullPage: fullPage(width) });
        await ctx.close();
      }
    }
  }
  await browser.close();
}
