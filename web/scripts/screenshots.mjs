// Takes full-page screenshots of the public pages at 375 and 1280 px in both
// languages, after fonts are ready: node scripts/screenshots.mjs [baseURL] [filter]
// (PAGES=/a,/b to choose pages; AUTH_TOKEN=… to take them signed in)
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const filter = process.argv[3] ?? '';
const out = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const pages = (process.env.PAGES ?? '/,/all-vehicles,/all-brand,/all-category,/help,/vehicles/tata,/vehicles/query/truck,/about')
  .split(',')
  .filter((p) => p.includes(filter));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of (process.env.WIDTHS ?? '375,1280').split(',').map(Number)) {
  for (const lang of (process.env.LANGS ?? 'bn,en').split(',')) {
    // bypassCSP: the full-page style below is the script's own, not the site's.
    const ctx = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce', bypassCSP: true });
    await ctx.addInitScript((l) => localStorage.setItem('garihaat.lang', l), lang);
    // AUTH_TOKEN signs the pages in (the account area, the back office).
    if (process.env.AUTH_TOKEN) await ctx.addInitScript((t) => localStorage.setItem('authToken', t), process.env.AUTH_TOKEN);
    const page = await ctx.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Full-page shots paint everything, including blocks that skip rendering off screen.
      await page.addStyleTag({ content: '.cv-auto{content-visibility:visible!important}' });
      // Scroll through the page so lazy images load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(Number(process.env.WAIT ?? 2300));
      await page.evaluate(() => document.fonts.ready);
      const name = `${path.replace(/\//g, '_') || '_'}-${width}-${lang}.png`;
      const seg = Number(process.env.SEGMENT ?? 0);
      if (seg > 0) {
        const h = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let i = 0; i * seg < h; i++) {
          const part = name.replace('.png', `-${i}.png`);
          await page.screenshot({ path: out + part, fullPage: true, clip: { x: 0, y: i * seg, width, height: Math.min(seg, h - i * seg) } });
          console.log(part);
        }
      } else {
        await page.screenshot({ path: out + name, fullPage: process.env.FULL !== '0' });
        console.log(name);
      }
    }
    await ctx.close();
  }
}
await browser.close();
