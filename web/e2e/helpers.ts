import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** useEnglish makes the page start in English (the choice the toggle remembers). */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('garihaat.lang', 'en');
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  });
}

interface Summary {
  product_slug: string;
}

/** findVehicle returns the slug of a demo vehicle whose offer window is open (or closed). */
export async function findVehicle(
  request: APIRequestContext,
  open: boolean,
  also: (detail: { product: { installment_price: number } }) => boolean = () => true,
): Promise<string> {
  const list = await (await request.get('/api/v1/get-vehicles?per_page=100')).json();
  const today = new Date(Date.now() + 6 * 3600 * 1000).toISOString().slice(0, 10); // Dhaka date
  for (const p of list.products as Summary[]) {
    const d = await (await request.get(`/api/v1/get-vehicle/${p.product_slug}`)).json();
    const isOpen = d.product.offer_ends_at >= today;
    if (isOpen === open && also(d)) return p.product_slug;
  }
  throw new Error(`no demo vehicle with an ${open ? 'open' : 'closed'} offer window`);
}

/** parseTaka reads "৳12,34,567" (Latin digits) as a number. */
export function parseTaka(text: string): number {
  return Number(text.replace(/[^0-9]/g, ''));
}

/**
 * stall holds every request to pattern until the returned release is
 * called (or a minute passes), then answers it 503: a stalled connection
 * that ends in a failure.
 */
export async function stall(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const late = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await Promise.race([late, new Promise((r) => setTimeout(r, 60_000))]);
    await route.fulfill({ status: 503, body: '{"status":false,"message":"Service unavailable"}' });
  });
  return () => release();
}

/**
 * sendOffer sends a complete offer from the bid form: its button opens the
 * confirmation a binding offer takes (issue 50), whose own button sends it.
 */
export async function sendOffer(form: Locator, name = 'Send offer') {
  await form.getByRole('button', { name }).click();
  await form.page().getByRole('dialog').getByRole('button', { name }).click();
}
