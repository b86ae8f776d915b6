import { expect, test } from './fixtures';
import { useEnglish } from './helpers';

// Issue 29, item 2: compare up to four vehicles side by side.

test('four vehicles compare with their differences marked; the link reproduces it; a phone shows two at a time', async ({ page, browser }) => {
  await useEnglish(page);
  await page.goto('/all-vehicles');
  const grid = page.getByTestId('vehicle-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const toggles = grid.getByTestId('compare-toggle');
  for (let i = 0; i < 4; i++) await toggles.nth(i).click();
  // Four at most; a tap on a fifth says why, on a phone too (issue 50: a disabled button's title never showed).
  await expect(toggles.nth(4)).toHaveAttribute('aria-disabled', 'true');
  await toggles.nth(4).click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled; a finger does not
  await expect(page.getByRole('alert').filter({ hasText: 'Up to 4 vehicles can be compared' })).toBeVisible();
  const tray = page.getByTestId('compare-tray');
  await expect(tray).toContainText('4 of 4 vehicles to compare');

  // The tray follows the visitor where vehicles are picked, and stays off where they are not (issue 50).
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tray).toHaveCount(0);
  await page.goto('/');
  await tray.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare\?v=[^,]+,[^,]+,[^,]+,[^,]+$/);
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  await expect(table.getByRole('rowheader', { name: /Cash price/ })).toBeVisible();
  const differing = table.locator('tr[data-differs="true"]');
  const same = table.locator('tbody tr[data-differs="false"]');
  expect(await differing.count()).toBeGreaterThan(0);
  const sameCount = await same.count();
  expect(sameCount).toBeGreaterThan(0);
  await page.getByLabel('Only differences').check();
  await expect(same).toHaveCount(0);
  await expect(differing.first()).toBeVisible();

  // The link alone (another person, an empty tray) shows the same comparison.
  const url = page.url();
  const other = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await other.goto(url);
  const phoneTable = other.getByTestId('compare-table');
  await expect(phoneTable.getByRole('columnheader')).toHaveCount(5);
  await expect(phoneTable.getByRole('rowheader', { name: /নগদ দাম/ })).toBeVisible();
  // Two vehicles beside the labels; the rest scroll sideways under the fixed labels.
  const fits = await phoneTable.evaluate((el) => {
    const cols = [...el.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
    const box = el.getBoundingClientRect();
    return { scrolls: el.scrollWidth > el.clientWidth, visible: cols.slice(1).filter((r) => r.right <= box.right + 1).length };
  });
  expect(fits).toEqual({ scrolls: true, visible: 2 });
  await phoneTable.evaluate((el) => el.scrollBy({ left: 400 }));
  await expect(phoneTable.getByRole('rowheader', { name: /নগদ দাম/ })).toBeInViewport();

  // Removing one leaves three, in the address too.
  await table.getByRole('button', { name: 'Remove' }).first().click();
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(page).toHaveURL(/\/compare\?v=[^,]+,[^,]+,[^,]+$/);
});
