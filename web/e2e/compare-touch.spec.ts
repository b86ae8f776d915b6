import { expect, test } from './fixtures';
import { useEnglish } from './helpers';

// Issue 50: on a touch phone a fifth "+ Compare" tap said nothing; it must
// say why, as the desktop click does.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('on a touch phone, a fifth compare tap says four is the most', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/all-vehicles');
  const grid = page.getByTestId('vehicle-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const toggles = grid.getByTestId('compare-toggle');
  for (let i = 0; i < 4; i++) {
    await toggles.nth(i).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await toggles.nth(i).tap();
    await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  const fifth = toggles.nth(4);
  // In the middle of the screen, clear of the tray and tab bar fixed at
  // the bottom; force: Playwright would wait for an aria-disabled button
  // to be enabled, a finger does not.
  await fifth.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(fifth).toHaveAttribute('aria-disabled', 'true');
  await fifth.tap({ force: true });
  await expect(page).toHaveURL(/\/all-vehicles/);
  const toast = page.getByRole('alert').filter({ hasText: 'Up to 4 vehicles can be compared' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport();
});
