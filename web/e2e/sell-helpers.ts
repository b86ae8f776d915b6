import type { Browser, Page } from '@playwright/test';
import { freshPhone } from './auth-helpers';
import { useEnglish } from './helpers';
import { staffSignIn } from './staff';

// What the sellers' journeys share: a camera photo stand-in and a clerk at the review desk.

/** photo draws a w×h JPEG in the browser (a camera photo stand-in) and returns its bytes. */
export async function photo(page: Page, w: number, h: number, hue: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ w, h, hue }) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const g = c.getContext('2d')!;
      const grad = g.createLinearGradient(0, 0, w, h);
      grad.addColorStop(0, `hsl(${hue} 60% 45%)`);
      grad.addColorStop(1, `hsl(${hue + 60} 60% 75%)`);
      g.fillStyle = grad;
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#222';
      g.fillRect(w * 0.2, h * 0.45, w * 0.6, h * 0.3); // a truck, as a child would draw it
      const blob = await new Promise<Blob>((done) => c.toBlob((b) => done(b!), 'image/jpeg', 0.92));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (const x of bytes) s += String.fromCharCode(x);
      return btoa(s);
    },
    { w, h, hue },
  );
  return Buffer.from(b64, 'base64');
}

/** staffPage signs a new editor in to the back office, in English at a desk's width. */
export async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'editor');
  return page;
}
