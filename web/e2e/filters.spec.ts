import { expect, test } from './fixtures';
import { parseTaka, useEnglish } from './helpers';

test('filter by budget, go to page 2, and back', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/all-vehicles');
  const panel = page.getByTestId('filter-panel');
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/\d+ vehicles found/);
  const unfiltered = (await count.textContent()) ?? '';
  // The presets follow the catalogue's own prices (issue 50): the highest, its upper quarter.
  const presets = panel.getByRole('checkbox', { name: /^৳/ });
  await expect(presets.last()).toHaveAccessibleName(/and above$/);
  const lowest = parseTaka((await presets.last().locator('..').textContent()) ?? '');
  expect(lowest % 100_000).toBe(0);
  await presets.last().check();
  await expect(page).toHaveURL(new RegExp(`predefinedBudget=${lowest}-(&|$)`));

  const grid = page.getByTestId('vehicle-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  // The list keeps showing the last answer while the filtered one loads: wait for the new count.
  await expect(count).not.toHaveText(unfiltered);
  await expect(count).toHaveText(/\d+ vehicles found/);
  const total = parseTaka((await count.textContent()) ?? '');
  expect(total).toBeGreaterThan(18);

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(grid.locator('article')).toHaveCount(total - 18);
  // Every cash price on the page is within the chosen ranges.
  for (const price of await grid.locator('article dd').filter({ hasText: '৳' }).first().allTextContents()) {
    expect(parseTaka(price)).toBeGreaterThanOrEqual(lowest);
  }

  // The filtered list survives a reload.
  await page.reload();
  await expect(page.getByTestId('filter-panel').getByRole('checkbox', { name: /and above$/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/predefinedBudget=\d+-/);
  await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('filter-panel').getByRole('checkbox', { name: /and above$/ })).toBeChecked();
  await expect(grid.locator('article')).toHaveCount(18);
});

test('three-wheelers get budgets of their own; payload, seats and district filter the list', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/all-vehicles');
  const panel = page.getByTestId('filter-panel');
  const presets = panel.getByRole('checkbox', { name: /^৳/ });
  const catalogueLowest = (await presets.first().locator('..').textContent()) ?? '';
  // One type chosen: the presets are its prices' quartiles, so the cheapest three-wheelers are
  // not all below the lowest band (issue 50). The top one is checked: the insights journey, on
  // the same server, counts three-wheeler searches under ৳3 lakh and expects only its own.
  await panel.getByRole('checkbox', { name: 'Three-wheeler' }).check();
  await expect(presets.first()).not.toHaveAccessibleName(catalogueLowest.trim());
  await presets.last().check();
  const grid = page.getByTestId('vehicle-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(grid.locator('article').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Clear all' }).click();

  // Seats: buses of 40 seats or more only.
  await panel.getByLabel('At least').selectOption('40');
  await expect(page).toHaveURL(/minSeats=40/);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await grid.locator('article a').first().click();
  await expect(page.getByTestId('technical-specs')).toContainText('Seats');
  const seats = Number((await page.getByTestId('technical-specs').locator('div', { hasText: 'Seats' }).locator('dd').textContent()) ?? '0');
  expect(seats).toBeGreaterThanOrEqual(40);
  await expect(page.getByTestId('technical-specs')).toContainText('Gross vehicle weight');
  await page.goBack();

  // Payload: a tonnage class; district: the depot's (Chattogram) finds dealer vehicles there.
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await panel.getByRole('checkbox', { name: '10 Ton' }).check();
  await expect(page).toHaveURL(/tonnage=\d+/);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(grid.locator('article').first()).toContainText(/1613/);
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await panel.getByLabel('Add a district').selectOption('chattogram');
  await expect(page).toHaveURL(/district=chattogram/);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/\d+ vehicles? found/);
  expect(parseTaka((await count.textContent()) ?? '')).toBeGreaterThan(0);
});

test('a filter change goes back to page 1, and min above max is refused', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/all-vehicles?page=2');
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const panel = page.getByTestId('filter-panel');
  await panel.getByRole('radio', { name: 'Installment price' }).check();
  await expect(page).toHaveURL(/priceType=installment/);
  await expect(page).not.toHaveURL(/page=2/);

  const first = panel.getByRole('checkbox', { name: /^৳/ }).first();
  await first.check();
  await expect(page).toHaveURL(/predefinedBudget=0-\d+/);
  await panel.getByLabel('Min budget').fill('900000');
  await panel.getByLabel('Max budget').fill('800000');
  await panel.getByRole('button', { name: 'Apply budget' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Min Budget cannot be greater than Max Budget.');
  await expect(page).not.toHaveURL(/minBudget/);

  await panel.getByLabel('Max budget').fill('1200000');
  await panel.getByRole('button', { name: 'Apply budget' }).click();
  await expect(page).toHaveURL(/minBudget=900000&maxBudget=1200000/);
  // A custom budget clears the predefined ranges.
  await expect(page).not.toHaveURL(/predefinedBudget/);
  await expect(first).not.toBeChecked();
  // What was typed is shown grouped, as the language writes numbers.
  await expect(panel.getByLabel('Min budget')).toHaveValue('9,00,000');
});

test('a budget typed in Bengali digits stays in Bengali digits, grouped', async ({ page }) => {
  await page.goto('/all-vehicles');
  const panel = page.getByTestId('filter-panel');
  await panel.getByLabel('সর্বনিম্ন বাজেট').fill('৯০০০০০');
  await panel.getByRole('button', { name: 'বাজেট প্রয়োগ করুন' }).click();
  await expect(page).toHaveURL(/minBudget=900000/);
  await expect(panel.getByLabel('সর্বনিম্ন বাজেট')).toHaveValue('৯,০০,০০০');
});

test('empty results say No Data Found!, and a search that found nothing offers ways on', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/vehicles/query/zzzz-no-such-vehicle?minBudget=500000');
  const help = page.getByTestId('no-match');
  await expect(help.getByText('No Data Found!')).toBeVisible();
  await expect(help).toContainText('No vehicle matches “zzzz-no-such-vehicle”.');
  await expect(help.getByRole('link', { name: 'Tata' })).toHaveAttribute('href', '/vehicles/tata');
  await help.getByRole('link', { name: 'Any budget' }).click();
  await expect(page).toHaveURL(/\/vehicles\/query\/zzzz-no-such-vehicle$/);
  await page.getByTestId('no-match').getByRole('link', { name: 'All vehicles with these filters' }).click();
  await expect(page).toHaveURL(/\/all-vehicles$/);
  await expect(page.getByTestId('vehicle-grid').locator('article').first()).toBeVisible();
});

test('a page beyond the last shows the last; an unknown brand is not found; a search of spaces is no search', async ({ page, request }) => {
  await useEnglish(page);
  const last = (await (await request.get('/api/v1/get-vehicles')).json()).pagination.last_page;
  await page.goto('/all-vehicles?page=999');
  await expect(page).toHaveURL(new RegExp(`page=${last}$`));
  await expect(page.getByTestId('vehicle-grid')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No Data Found!' })).toHaveCount(0);

  await page.goto('/vehicles/no-such-brand');
  await expect(page.getByRole('heading', { name: 'Brand not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all brands' }).click();
  await expect(page).toHaveURL(/\/all-brand$/);

  await page.goto('/vehicles/query/%20%20');
  await expect(page).toHaveURL(/\/all-vehicles$/);
});

test('condition and model year: filters in the address, fields on the vehicle page', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/all-vehicles');
  const panel = page.getByTestId('filter-panel').first();
  await panel.getByLabel('Reconditioned').check();
  await expect(page).toHaveURL(/condition=reconditioned/);
  await panel.getByLabel('From').fill('2018');
  await panel.getByRole('button', { name: 'Apply years' }).click();
  await expect(page).toHaveURL(/minYear=2018/);
  await page.getByTestId('vehicle-grid').getByRole('link').first().click();
  const specs = page.getByRole('region', { name: 'Specifications' });
  await expect(specs).toContainText('ConditionReconditioned');
  const year = Number((await specs.getByText(/^(19|20)\d\d$/).first().textContent()) ?? 0);
  expect(year).toBeGreaterThanOrEqual(2018);
});

test('open offers come first and say how long is left; closed ones say so, in both languages', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/all-vehicles');
  const grid = page.getByTestId('vehicle-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(grid.getByTestId('offer-badge').first()).toHaveText(/^\d+ (day|hour)s? left$/);
  // The demo has closed offers: newest first puts them on the last page.
  const pages = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /^Page \d+$/ });
  await pages.last().click();
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(grid.getByTestId('offer-badge').last()).toHaveText('Offer closed');

  await page.getByLabel('Sort by').selectOption('ending_soon');
  await expect(page).toHaveURL(/sort=ending_soon/);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const days: number[] = [];
  for (const text of await grid.getByTestId('offer-badge').allTextContents()) {
    const m = /^(\d+) (day|hour)/.exec(text);
    if (m) days.push(m[2] === 'hour' ? 0 : Number(m[1]));
  }
  expect(days.length).toBeGreaterThan(3);
  expect(days).toEqual([...days].sort((a, b) => a - b));

  await page.goto('/all-vehicles?sort=ending_soon&lang=bn');
  await expect(grid.getByTestId('offer-badge').first()).toHaveText(/^আর [০-৯]+ (দিন|ঘণ্টা) বাকি$/);
});

test('cards answer the first questions, and the year and odometer orders hold across pages', async ({ page, request }) => {
  await useEnglish(page);
  await page.goto('/all-vehicles');
  const grid = page.getByTestId('vehicle-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  // Year · odometer · depot on the offer's line, in both languages.
  // The first card with an odometer reading (a new vehicle's 0 km is not one).
  const products = (await (await request.get('/api/v1/get-vehicles?per_page=18')).json()).products;
  const first = products.find((p: { odometer: number; depot_id: number }) => p.odometer > 0 && p.depot_id > 0);
  const depots = (await (await request.get('/api/v1/get-filter-params')).json()).dep_loc as { id: number; name: string }[];
  const facts = grid
    .locator('article')
    .filter({ has: page.locator(`a[href="/vehicle-details/${first.product_slug}"]`) })
    .getByTestId('card-facts');
  await expect(facts).toContainText(String(first.year));
  await expect(facts).toContainText(`${new Intl.NumberFormat('en-IN').format(first.odometer)} km`);
  await expect(facts).toContainText(depots.find((d) => d.id === first.depot_id)!.name);

  // Year: newest, picked in the list; the address keeps it and page 2 goes on where page 1 stopped.
  await page.getByLabel('Sort by').selectOption('year_desc');
  await expect(page).toHaveURL(/sort=year_desc/);
  const years: number[] = [];
  for (const n of [1, 2]) {
    const body = await (await request.get(`/api/v1/get-vehicles?sort=year_desc&page=${n}`)).json();
    years.push(...body.products.map((p: { year: number }) => p.year));
  }
  expect(years).toEqual([...years].sort((a, b) => b - a));
  await expect(grid.getByTestId('card-facts').first()).toContainText(String(years[0]));
  const kms: number[] = [];
  for (const n of [1, 2, 3]) {
    const body = await (await request.get(`/api/v1/get-vehicles?sort=odometer_asc&page=${n}&vehicleType=2`)).json();
    kms.push(...body.products.map((p: { odometer: number }) => p.odometer));
  }
  expect(kms.length).toBeGreaterThan(18);
  expect(kms).toEqual([...kms].sort((a, b) => a - b));

  await page.goto('/all-vehicles?sort=odometer_asc&lang=bn');
  await expect(page.getByLabel('সাজান')).toHaveValue('odometer_asc');
  // Bengali digits for the year (a new vehicle's 0 km is not shown as a reading).
  await expect(grid.getByTestId('card-facts').first()).toContainText(/ · [০-৯]{4}/);
  await page.goto('/all-vehicles?sort=year_desc&condition=resale&lang=bn');
  await expect(grid.getByTestId('card-facts').first()).toContainText('কিমি');
});
