import { expect, test } from './fixtures';
import { findVehicle } from './helpers';

test('the hero stops while focused or paused; labels count in Bengali digits', async ({ page, request }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'বিশেষ গাড়ি' });
  await expect(hero).toHaveAttribute('data-autoplay', 'on');
  const dot = hero.getByRole('button', { name: '২ নম্বর স্লাইড দেখুন' });
  await dot.focus();
  await expect(hero).toHaveAttribute('data-autoplay', 'off');
  await page.getByRole('link', { name: 'গাড়িহাট হোম' }).focus();
  await expect(hero).toHaveAttribute('data-autoplay', 'on');
  const pause = hero.getByRole('button', { name: 'স্লাইডশো থামান' });
  await pause.click();
  await expect(hero.getByRole('button', { name: 'স্লাইডশো চালু করুন' })).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await page.getByRole('link', { name: 'গাড়িহাট হোম' }).focus();
  await expect(hero).toHaveAttribute('data-autoplay', 'off');

  // The brand carousel stops while one of its brands has the focus.
  const brands = page.locator('[aria-roledescription="carousel"][data-autoplay]').filter({ has: page.getByRole('link') }).first();
  await expect(brands).toHaveAttribute('data-autoplay', 'on');
  await brands.getByRole('link').first().focus();
  await expect(brands).toHaveAttribute('data-autoplay', 'off');

  const slug = await findVehicle(request, true);
  await page.goto(`/vehicle-details/${slug}`);
  await expect(page.getByRole('button', { name: '১ নম্বর ছবি দেখুন' })).toBeVisible();
});

test('a vehicle page offers a WhatsApp chat about that vehicle', async ({ page, request }) => {
  const slug = await findVehicle(request, true);
  await page.goto(`/vehicle-details/${slug}`);
  const chat = page.getByRole('link', { name: 'হোয়াটসঅ্যাপে কথা বলুন' });
  await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/880\\d{10}\\?text=.*${slug}`));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('photos swipe, and open full screen where pinching zooms', async ({ page, request }) => {
    const slug = await findVehicle(request, true);
    await page.goto(`/vehicle-details/${slug}`);
    const track = page.getByTestId('gallery-track');
    await expect(page.getByTestId('gallery-count')).toHaveText('১ / ৩');
    // A swipe is a scroll of the snapping track.
    await track.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' as ScrollBehavior }));
    await expect(page.getByTestId('gallery-count')).toHaveText('২ / ৩');
    await expect(page.getByRole('button', { name: '২ নম্বর ছবি দেখুন' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'ছবি ২ / ৩ পুরো পর্দায় খুলুন' }).click();
    const full = page.getByTestId('gallery-full');
    await expect(full).toBeVisible();
    await expect(full.locator('div').first()).toHaveCSS('touch-action', 'pinch-zoom');
    // The page never turns off user scaling.
    await expect(page.locator('meta[name=viewport]')).not.toHaveAttribute('content', /user-scalable=no|maximum-scale=1/);
    await page.keyboard.press('Escape');
    await expect(full).toHaveCount(0);
  });
});

test('the header call link is announced once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'এখনই কল করুন: ১৬৭৫৮', exact: true })).toHaveCount(1);
});
