import { expect, test } from '@playwright/test';
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
