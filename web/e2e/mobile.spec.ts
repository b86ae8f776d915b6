import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('mobile menu and bottom tab bar', async ({ page }) => {
  await page.goto('/');
  const tabBar = page.getByTestId('bottom-tab-bar');
  await expect(tabBar).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'প্রধান' })).toBeHidden();

  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeInViewport();
  await expect(menu.getByRole('link', { name: /১৬৭৫৮/ }).first()).toBeVisible();
  await expect(menu.getByRole('link', { name: /^০১/ })).toBeVisible(); // the second number
  // The menu holds what the tab bar lacks, not the tab bar again (issue 32).
  for (const name of ['হোম', 'সব গাড়ি', 'সাহায্য']) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'ট্রাক', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'টাটা', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'আমাদের সম্পর্কে' })).toBeVisible();
  await menu.getByRole('link', { name: 'সাধারণ প্রশ্ন' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(menu).not.toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('সাহায্য ও সাধারণ প্রশ্ন');
  // A vehicle type from the menu opens the list filtered by it; the language is switched there too.
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await menu.getByRole('link', { name: 'ট্রাক', exact: true }).click();
  await expect(page).toHaveURL(/\/all-vehicles\?vehicleType=\d+$/);
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await menu.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(menu.getByRole('link', { name: 'Truck', exact: true })).toBeVisible();
  await menu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await menu.getByRole('button', { name: 'মেনু বন্ধ করুন' }).click();

  await tabBar.getByRole('link', { name: 'সব গাড়ি' }).click();
  await expect(page).toHaveURL(/\/all-vehicles$/);
  await expect(tabBar.getByRole('link', { name: 'সব গাড়ি' })).toHaveAttribute('aria-current', 'page');
  // Filters open in a drawer on small screens.
  await page.getByRole('button', { name: 'ফিল্টার' }).click();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  await page.getByRole('button', { name: /ফলাফল দেখুন/ }).click();
  await expect(page.getByTestId('filter-panel')).toBeHidden();

  await tabBar.getByRole('link', { name: 'হোম' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('FAQ accordion shows Bangla questions and answers', async ({ page }) => {
  await page.goto('/help');
  const list = page.getByTestId('faq-list');
  const buttons = list.getByRole('button');
  await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: /কল করুন/ })).toHaveAttribute('href', 'tel:16758');
  await expect(page.getByRole('main').getByRole('link', { name: /support@garihaat\.com\.bd/ })).toHaveAttribute(
    'href',
    'mailto:support@garihaat.com.bd',
  );
});

test('tap targets are at least 44 px on a phone, and the menu\'s last links can be reached', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 560 }); // a short phone screen
  await page.goto('/');
  // .all() does not wait: let the app render the bar first.
  await expect(page.getByRole('group', { name: 'ভাষা' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'ফেসবুকে গাড়িহাট' }).first()).toBeVisible();
  const targets = [
    ...(await page.getByRole('group', { name: 'ভাষা' }).first().getByRole('button').all()),
    ...(await page.getByRole('link', { name: /^(ফেসবুকে|ইউটিউবে|লিংকডইনে|ইনস্টাগ্রামে) গাড়িহাট$/ }).all()).slice(0, 4),
  ];
  expect(targets.length).toBeGreaterThanOrEqual(6);
  for (const el of targets) {
    const box = await el.boundingBox();
    expect(box, (await el.textContent()) ?? '').not.toBeNull();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  const menu = page.getByTestId('mobile-menu');
  // The panel slides in: measure once it is still.
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  const phoneLinks = menu.getByRole('link', { name: /^(১৬৭৫৮|০১)/ });
  await expect(phoneLinks).toHaveCount(2);
  for (const el of await phoneLinks.all()) {
    await el.scrollIntoViewIfNeeded();
    const box = await el.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // Nothing covers it: the point at its centre is the link itself.
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? '', [box!.x + box!.width / 2, box!.y + box!.height / 2]);
    expect(hit).toMatch(/^tel:/);
  }
});

test('on a phone the list is compact: several vehicles per screen', async ({ page }) => {
  await page.goto('/all-vehicles');
  const cards = page.getByTestId('vehicle-grid').locator('article');
  await expect(cards).toHaveCount(18);
  const first = (await cards.nth(0).boundingBox())!;
  const second = (await cards.nth(1).boundingBox())!;
  // Rows with a thumbnail: the second card starts within 200 px of the first
  // (a tall card was about 370 px), and each keeps the screen's width.
  expect(second.y - first.y).toBeLessThan(200);
  expect(first.width).toBeGreaterThan(300);
});

test('the hero shows its vehicle on a phone: the picture is a strip under the text, not cut behind it', async ({ page }) => {
  await page.goto('/');
  const picture = page.getByTestId('hero-picture');
  const search = page.getByRole('region', { name: 'বিশেষ গাড়ি' }).getByRole('button', { name: /খুঁজুন/ }).first();
  await expect(picture.locator('img').first()).toBeVisible();
  const p = (await picture.boundingBox())!;
  const s = (await search.boundingBox())!;
  expect(p.y).toBeGreaterThanOrEqual(s.y + s.height); // nothing of the text lies over it
  expect(p.height).toBeGreaterThanOrEqual(150);
  expect(p.width).toBeLessThanOrEqual(375);
  // The right of the drawing, where the vehicle stands, is what shows.
  await expect(picture.locator('img').first()).toHaveCSS('object-position', '100% 50%');
});
