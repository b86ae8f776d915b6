import { expect, test } from './fixtures';
import { useEnglish } from './helpers';

// Issue 29, item 5: the fair-price mark on the vehicle page and the cards,
// with what it rests on; none with too few comparables.

interface Card {
  product_slug: string;
  title: string;
  price_rating?: 'below' | 'around' | 'above';
}

test('the fair-price mark shows on cards and the vehicle page, and only where there are enough comparables', async ({ page, request }) => {
  const list: Card[] = (await (await request.get('/api/v1/get-vehicles?per_page=100')).json()).products;
  const rated = list.filter((p) => p.price_rating);
  expect(new Set(rated.map((p) => p.price_rating)).size).toBeGreaterThan(1); // the demo shows more than one kind
  const target = rated[0];
  const unrated = list.find((p) => !p.price_rating)!;
  const detail = (await (await request.get(`/api/v1/get-vehicle/${target.product_slug}`)).json()).product;
  expect(detail.price_rating.rating).toBe(target.price_rating);
  expect(detail.price_rating.comparables).toBeGreaterThanOrEqual(5);

  await useEnglish(page);
  const label = { below: 'Below market', around: 'Around market', above: 'Above market' }[target.price_rating!];
  await page.goto(`/vehicle-details/${target.product_slug}`);
  const mark = page.getByTestId('price-mark');
  await expect(mark).toContainText(label);
  await expect(mark).toContainText(`Compared with ${detail.price_rating.comparables} similar vehicles`);
  await page.goto(`/vehicle-details/${unrated.product_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('price-mark')).toHaveCount(0);

  // On its card, in Bangla.
  await page.goto(`/all-vehicles?lang=bn`);
  const card = page.locator('article').filter({ has: page.locator(`a[href="/vehicle-details/${target.product_slug}"]`) });
  const bn = { below: 'বাজারদরের নিচে', around: 'বাজারদরের কাছাকাছি', above: 'বাজারদরের ওপরে' }[target.price_rating!];
  await expect(card.getByTestId('card-price-mark')).toHaveText(bn);
});
