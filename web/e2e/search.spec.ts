import { expect, test } from './fixtures';
import { useEnglish } from './helpers';

test('search from the overlay opens the results page', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Search vehicles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find your vehicle' });
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();

  // Blank text does nothing.
  await input.fill('   ');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeVisible();

  await input.fill('  Tata ');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/vehicles\/query\/Tata$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “Tata”');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Tata');
  const cards = page.getByTestId('vehicle-grid').locator('article');
  await expect(cards.first()).toBeVisible();
  for (const title of await cards.locator('h3').allTextContents()) expect(title).toContain('Tata');

  // Opening again starts empty.
  await page.getByRole('button', { name: 'Search vehicles' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox')).toHaveValue('');
});

test('the hero search box opens the overlay too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'বিশেষ গাড়ি' }).getByRole('button', { name: /খুঁজুন/ }).click();
  const input = page.getByRole('dialog').getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill('বাস');
  await page.getByRole('dialog').getByRole('button', { name: 'খুঁজুন' }).click();
  await expect(page).toHaveURL(/\/vehicles\/query\/%E0%A6%AC%E0%A6%BE%E0%A6%B8$/);
});

test('a misspelt search, or Bangla typed in Latin letters, finds what was meant', async ({ page }) => {
  await useEnglish(page);
  // The last two are what was typed but for a space or hyphen: found as typed, with no note (issue 50).
  for (const [typed, meant, note] of [
    ['hillux', 'Hilux', true],
    ['pikap', 'Pickup', true],
    ['LPT1613', 'LPT 1613', false],
    ['isuzu dmax', 'D-Max', false],
  ] as const) {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search vehicles' }).click();
    const input = page.getByRole('dialog', { name: 'Find your vehicle' }).getByRole('combobox');
    await input.fill(typed);
    await input.press('Enter');
    const cards = page.getByTestId('vehicle-grid').locator('article');
    await expect(cards.first()).toBeVisible();
    for (const title of await cards.locator('h3').allTextContents()) expect(title).toContain(meant);
    if (note) await expect(page.getByTestId('search-note')).toContainText(`No vehicle has “${typed}” as typed. Showing results for`);
    else await expect(page.getByTestId('search-note')).toHaveCount(0);
  }
  // In Bangla, a word typed as many keyboards make it.
  await page.evaluate(() => localStorage.setItem('garihaat.lang', 'bn'));
  await page.goto('/vehicles/query/' + encodeURIComponent('পিকাপ'));
  await expect(page.getByTestId('vehicle-grid').locator('article').first()).toBeVisible();
  await expect(page.getByTestId('search-note')).toContainText('“পিকাপ” লেখা কোনো গাড়ি নেই।');
});

test('suggestions appear while typing and are chosen by keyboard or touch', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Search vehicles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find your vehicle' });
  const input = dialog.getByRole('combobox');
  await input.pressSequentially('hil');
  const list = dialog.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: /Toyota Hilux Revo Pickup\s*Model/ })).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');

  // Arrows move the active option; Escape puts the list away, then closes the overlay.
  await input.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await input.press('Escape');
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await input.press('Escape');
  await expect(dialog).toBeHidden();

  // Enter opens the active suggestion.
  await page.getByRole('button', { name: 'Search vehicles' }).click();
  await input.pressSequentially('hilux');
  await expect(list.getByRole('option').first()).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/vehicles\/query\/Toyota%20Hilux%20Revo%20Pickup$/);
  await expect(page.getByTestId('vehicle-grid').locator('article').first()).toContainText('Hilux');

  // A tap opens a brand, typed in Bangla.
  await page.getByRole('button', { name: 'Search vehicles' }).click();
  await input.pressSequentially('টয়');
  await list.getByRole('option', { name: /Toyota\s*Brand/ }).click();
  await expect(page).toHaveURL(/\/vehicles\/toyota$/);
});
