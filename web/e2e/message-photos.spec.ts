import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshPhone, signIn } from './auth-helpers';
import { findVehicle, useEnglish } from './helpers';
import { staffSignIn } from './staff';

// Issue 48 item 4: a buyer attaches two photos to a question and sends it;
// staff see them in the inbox; the buyer's mark goes sent → delivered →
// read as staff open the inbox and then the thread; staff answer with a
// photo of their own. The attach path under a slow and a failing API keeps
// the typed text and offers a retry; a fifth photo is refused.

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/h1-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Picked {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** photo draws a small camera-like JPEG (a gradient, a shape and a label) in the page's canvas. */
async function photo(page: Page, label: string, hue: number): Promise<Picked> {
  const url = await page.evaluate(
    ([label, hue]) => {
      const c = document.createElement('canvas');
      c.width = 800;
      c.height = 600;
      const g = c.getContext('2d')!;
      const grad = g.createLinearGradient(0, 0, 800, 600);
      grad.addColorStop(0, `hsl(${hue}, 45%, 70%)`);
      grad.addColorStop(1, `hsl(${hue}, 45%, 30%)`);
      g.fillStyle = grad;
      g.fillRect(0, 0, 800, 600);
      g.fillStyle = 'rgba(255,255,255,0.85)';
      g.fillRect(160, 220, 480, 200);
      g.fillStyle = '#222';
      g.font = 'bold 64px sans-serif';
      g.fillText(String(label), 220, 345);
      return c.toDataURL('image/jpeg', 0.85);
    },
    [label, hue] as const,
  );
  return { name: `${label}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(url.split(',')[1], 'base64') };
}

/** staffInbox opens a clerk's back office in its own context (1280 px, English). */
async function staffInbox(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'sales');
  return page;
}

test('a buyer sends two photos, staff see them, and the marks go sent → delivered → read', async ({ page, browser, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const slug = await findVehicle(request, true);
  await signIn(page, freshPhone(), 'bn');
  await expect(page).toHaveURL(/\/account\//);
  await page.goto(`/ask/${slug}`);
  await page.getByRole('textbox', { name: /আপনার বার্তা/ }).fill('গাড়িটি কি এখনো আছে?');
  await page.getByRole('button', { name: 'পাঠান', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/messages\/\d+$/);
  const id = page.url().split('/').pop()!;
  const box = page.getByRole('textbox', { name: 'আপনার বার্তা' });
  const input = page.getByTestId('attach-input');
  const dent = await photo(page, 'Dent', 200);
  const tyre = await photo(page, 'Tyre', 30);

  // A slow upload: the send button waits for it, the text stays.
  const text = 'বাম দরজার টোলটা দেখুন, আর টায়ারটা।';
  await box.fill(text);
  let slow: () => void = () => undefined;
  const held = new Promise<void>((r) => (slow = r));
  await page.route(`**/api/v1/conversations/${id}/photos`, async (route) => {
    await held;
    await route.continue();
  });
  await input.setInputFiles([dent]);
  const attached = page.getByTestId('attached-photo');
  const failure = page.getByTestId('attach-failure');
  await expect(attached).toHaveAttribute('data-state', 'uploading');
  await expect(page.getByRole('button', { name: 'ছবি আপলোড হচ্ছে…' })).toBeDisabled();
  slow();
  await expect(attached).toHaveAttribute('data-state', 'ready');
  await page.unroute(`**/api/v1/conversations/${id}/photos`);

  // A failed upload: marked, with a retry; the text is still in the box.
  // First the server's 503 when the photos' storage is down (its body as
  // photoStorageContract checks it), its message on the photo; the retry
  // meets a dropped connection; the next one goes through.
  const down = 'ছবিটি রাখা যায়নি, তাই সংরক্ষণ হয়নি। একটু পরে আবার চেষ্টা করুন।';
  let failures = 0;
  await page.route(`**/api/v1/conversations/${id}/photos`, (route) =>
    ++failures === 1
      ? route.fulfill({
          status: 503,
          headers: { 'Retry-After': '5' },
          contentType: 'application/json',
          body: JSON.stringify({ status: false, code: 'unavailable', message: down, errors: { image: [down] } }),
        })
      : route.abort('connectionreset'),
    { times: 2 },
  );
  await input.setInputFiles([tyre]);
  await expect(attached.nth(1)).toHaveAttribute('data-state', 'failed');
  await expect(failure).toContainText(`ছবি ২ আপলোড হয়নি: ${down}`);
  await expect(page.getByRole('button', { name: 'পাঠান', exact: true })).toBeDisabled();
  await expect(box).toHaveValue(text);
  await shot(page, 'buyer-upload-unavailable-375-bn');
  await failure.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await expect.poll(() => failures).toBe(2);
  await expect(attached.nth(1)).toHaveAttribute('data-state', 'failed');
  // A dropped connection has no reason to tell: the 503's is gone.
  await expect(failure).toHaveText(/^ছবি ২ আপলোড হয়নি\s*আবার চেষ্টা করুন$/);
  await expect(box).toHaveValue(text);
  await shot(page, 'buyer-upload-failed-375-bn');
  await failure.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await expect(attached.nth(1)).toHaveAttribute('data-state', 'ready');
  await expect(box).toHaveValue(text);

  await page.getByRole('button', { name: 'পাঠান', exact: true }).click();
  const mine = page.getByTestId('message').filter({ hasText: text });
  await expect(mine.getByTestId('message-photos').getByRole('button')).toHaveCount(2);
  await expect(mine.getByTestId('message-photos').getByRole('img', { name: 'ছবি ১/২' })).toBeVisible();
  await expect(mine.getByTestId('message-mark')).toHaveText(/পাঠানো হয়েছে/);
  await expect(box).toHaveValue('');
  await expect(attached).toHaveCount(0);

  // Staff open the inbox: the buyer's page shows it delivered; opening
  // the thread reads it.
  const staff = await staffInbox(browser);
  await staff.getByRole('link', { name: 'Inbox' }).click();
  await expect(staff.getByTestId('inbox-list')).toContainText(text);
  await expect(mine.getByTestId('message-mark')).toHaveText(/পৌঁছেছে/);
  await shot(page, 'buyer-delivered-375-bn');
  await staff.getByTestId('inbox-list').getByRole('link').filter({ hasText: text }).click();
  const question = staff.getByTestId('staff-message').filter({ hasText: text });
  await expect(question.getByTestId('message-photos').getByRole('img')).toHaveCount(2);
  await expect(mine.getByTestId('message-mark')).toHaveText(/পড়া হয়েছে/);
  // Thumbnails open full size; the dialog closes.
  await question.getByRole('button', { name: 'Open photo 2 of 2 full size' }).click();
  await expect(staff.getByTestId('photo-full')).toBeVisible();
  expect(await staff.getByTestId('photo-full').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await staff.screenshot({ path: `${SHOTS}/staff-photo-open-1280-en.png` });
  await staff.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(staff.getByTestId('photo-full')).toHaveCount(0);

  // Staff answer with a photo; the buyer's open page reads it at once, and
  // staff see the buyer's read mark on their answer.
  await staff.getByLabel('Your answer').fill('Yes, the door was repainted. Our photo of the tyre:');
  await staff.getByTestId('attach-input').setInputFiles([await photo(staff, 'Ours', 120)]);
  await expect(staff.getByTestId('attached-photo')).toHaveAttribute('data-state', 'ready');
  await staff.getByRole('button', { name: 'Send' }).click();
  const ours = page.getByTestId('message').filter({ hasText: 'Yes, the door was repainted.' });
  await expect(ours.getByTestId('message-photos').getByRole('img')).toHaveCount(1);
  const answer = staff.getByTestId('staff-message').filter({ hasText: 'Yes, the door was repainted.' });
  await expect(answer.getByTestId('staff-mark')).toHaveText(/Read/);
  await shot(page, 'buyer-thread-375-bn');
  await shot(staff, 'staff-thread-1280-en');

  // A fifth photo is refused with a clear message; four wait in the box.
  const more = [dent, tyre, await photo(page, 'Seat', 300), await photo(page, 'Plate', 60), await photo(page, 'Five', 0)];
  await input.setInputFiles(more);
  await expect(page.getByTestId('too-many-photos')).toHaveText('একটি বার্তায় সর্বোচ্চ ৪টি ছবি দেওয়া যায়।');
  await expect(attached).toHaveCount(4);
  await expect(page.getByRole('button', { name: /ছবি যুক্ত করুন \(৪\/৪\)/ })).toBeDisabled();
  await shot(page, 'buyer-five-refused-375-bn');
  // Removing one takes it out of the box (and off the server).
  await attached.first().getByRole('button', { name: 'ছবি ১ সরান' }).click();
  await expect(attached).toHaveCount(3);
  await expect(page.getByTestId('too-many-photos')).toHaveCount(0);

  // The other sizes and languages of both sides, for the record.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('garihaat.lang', 'en'));
  await page.reload();
  await expect(page.getByTestId('message').filter({ hasText: text }).getByTestId('message-mark')).toHaveText(/Read/);
  await expect(page.getByTestId('message-photos').first().getByRole('img').first()).toBeVisible();
  await shot(page, 'buyer-thread-1280-en');
  await staff.setViewportSize({ width: 375, height: 812 });
  await staff.evaluate(() => localStorage.setItem('garihaat.lang', 'bn'));
  await staff.reload();
  await expect(staff.getByTestId('staff-message').filter({ hasText: text }).getByRole('img')).toHaveCount(2);
  await shot(staff, 'staff-thread-375-bn');
});
