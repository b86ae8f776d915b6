import { chromium } from '@playwright/test';
// Renders the app icons from the logo's drawing: any-purpose (rounded
// square) and maskable (full bleed, the truck inside the safe circle).
const any = (s) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="${s}" height="${s}"><rect width="36" height="36" rx="8" fill="#065f46"/><path d="M7 12h13v10H7zM20 15h5l4 4v3h-9z" fill="#fff"/><circle cx="12" cy="24" r="2.6" fill="#f59e0b"/><circle cx="24" cy="24" r="2.6" fill="#f59e0b"/></svg>`;
const maskable = (s) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="${s}" height="${s}"><rect width="36" height="36" fill="#065f46"/><g transform="translate(18 18) scale(0.72) translate(-18 -18)"><path d="M7 12h13v10H7zM20 15h5l4 4v3h-9z" fill="#fff"/><circle cx="12" cy="24" r="2.6" fill="#f59e0b"/><circle cx="24" cy="24" r="2.6" fill="#f59e0b"/></g></svg>`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
for (const [name, svg, size] of [['icon-192.png', any, 192], ['icon-512.png', any, 512], ['maskable-512.png', maskable, 512], ['apple-touch-icon.png', maskable, 180]]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size)}</body></html>`);
  await page.locator('svg').screenshot({ path: `public/icons/${name}`, omitBackground: true });
}
await browser.close();
