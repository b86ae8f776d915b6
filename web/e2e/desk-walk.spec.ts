import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSignIn, freshPhone, signIn } from './auth-helpers';
import { findVehicle, useEnglish } from './helpers';
import { photo } from './sell-helpers';
import { grantRole, staffSignIn, totpCode } from './staff';

// hB's walk of issue 48 and the two desk defects it was asked to fix: a
// deleted account's offers show no phone to call, and a buyer's question
// forwarded to the seller carries its photos. Each page is also tried with
// its API late and failing.

/** staffAPI signs a new staff member of role in through the API, second factor included. */
async function staffAPI(baseURL: string, role: 'owner' | 'sales'): Promise<APIRequestContext> {
  const phone = freshPhone();
  const link = grantRole(phone, role);
  const api = await apiSignIn(baseURL, phone);
  const token = new URL(link, baseURL).searchParams.get('enrol');
  const enrolled = await (await api.post('/api/v1/auth/totp/enroll', { data: { link: token } })).json();
  expect((await api.post('/api/v1/auth/totp/verify', { data: { code: totpCode(enrolled.secret) } })).status()).toBe(200);
  return api;
}

/** late holds requests to pattern until the returned release is called (a minute at most), then lets them through. */
async function late(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await Promise.race([held, new Promise((r) => setTimeout(r, 60_000))]);
    await route.continue();
  });
  return () => release();
}

test('a deleted account’s offer shows “Deleted account”, never a tel: link, with the offers late and failing (1280 px English, 375 px Bangla)', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const slug = await findVehicle(request, true);
  const { product } = await (await request.get(`/api/v1/get-vehicle/${slug}`)).json();
  const phone = freshPhone();
  const buyer = await apiSignIn(baseURL!, phone);
  const bid = await buyer.post('/api/v1/send-bid-offer', { data: { id: product.id, selectedOption: 'cash', phone, offerAmount: product.cash_price * 4 } });
  expect(bid.status(), await bid.text()).toBe(200);
  const clerk = await staffAPI(baseURL!, 'sales');
  const offers = await (await clerk.get(`/api/v1/admin/offers?vehicle=${product.id}`)).json();
  const offer = (offers.offers as { id: number; phone: string }[]).find((o) => o.phone === phone)!;
  expect((await clerk.post(`/api/v1/admin/offers/${offer.id}/lose`)).status()).toBe(200);
  const gone = await buyer.delete('/api/v1/account', { data: { confirm: 'DELETE' } });
  expect(gone.status(), await gone.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'sales');
  // Late: skeleton rows first, then the row.
  const release = await late(page, '**/api/v1/admin/offers?*');
  await page.goto(`/admin/offers?vehicle=${product.id}`);
  await expect(page.locator('.animate-pulse').first()).toBeVisible();
  release();
  const row = page.getByRole('row').filter({ has: page.getByTestId('deleted-bidder') });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('deleted-bidder')).toHaveText('Deleted account');
  await expect(page.locator('a[href^="tel:deleted"]')).toHaveCount(0);
  await expect(page.getByText(/deleted:\d+/)).toHaveCount(0);
  await page.unroute('**/api/v1/admin/offers?*');

  // Failing: the error and a retry, then the row.
  await page.route('**/api/v1/admin/offers?*', (route) => route.fulfill({ status: 503, body: '{"status":false,"message":"Service unavailable"}' }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: /unavailable|could not|error/i }).first()).toBeVisible();
  await page.unroute('**/api/v1/admin/offers?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(row.getByTestId('deleted-bidder')).toHaveText('Deleted account');

  // On a phone, in Bangla.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => localStorage.setItem('garihaat.lang', 'bn'));
  await page.reload();
  await expect(page.getByTestId('deleted-bidder')).toHaveText('মুছে ফেলা অ্যাকাউন্ট');
  await expect(page.locator('a[href^="tel:deleted"]')).toHaveCount(0);
});

test('a buyer’s question forwarded to the seller carries its photos; a failed forward says so and is tried again (1280 px English, seller 375 px Bangla)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A private seller's truck, approved and on the site; the seller signed in on their phone, in Bangla.
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signIn(phone, freshPhone(), 'bn');
  await expect(phone).toHaveURL(/\/account\//);
  await expect.poll(() => phone.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  const sellerToken = await phone.evaluate(() => localStorage.getItem('authToken'));
  const sellerAPI = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${sellerToken}`, 'Accept-Language': 'bn' } });
  const model = `Canter ${Math.floor(10000 + Math.random() * 89999)}`;
  const created = await sellerAPI.post('/api/v1/my-vehicles', {
    data: {
      type_id: 2, brand_id: 1, model, year: '2018', condition: 'resale', odometer: '98000', registration_number: 'Dhaka Metro Ta 11-4455',
      registration_documents: true, district: 'dhaka', cash_price: '2150000', description: 'New tyres, one owner.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicle = (await created.json()).vehicle.id as number;
  const up = await sellerAPI.post(`/api/v1/my-vehicles/${vehicle}/images`, {
    multipart: { image: { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photo(phone, 1200, 900, 30) } },
  });
  expect(up.status(), await up.text()).toBe(201);
  expect((await sellerAPI.post(`/api/v1/my-vehicles/${vehicle}/submit`)).status()).toBe(200);
  const owner = await staffAPI(baseURL!, 'owner');
  const demo = await (await request.get('/api/v1/get-vehicles?per_page=1')).json();
  const depot = demo.products[0].depot_id as number;
  const approved = await owner.post(`/api/v1/admin/vehicles/${vehicle}/review`, {
    data: { decision: 'approve', checks: ['papers', 'engine_number', 'chassis_number', 'photos'], depot_location_id: depot },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // A buyer asks about it with two photos.
  const buyer = await apiSignIn(baseURL!, freshPhone());
  const asked = await buyer.post('/api/v1/conversations', { data: { vehicle_id: vehicle, text: 'Is this rust on the door?' } });
  expect(asked.status(), await asked.text()).toBe(201);
  const id = (await asked.json()).conversation.id as number;
  const ids: number[] = [];
  for (const hue of [10, 200]) {
    const p = await buyer.post(`/api/v1/conversations/${id}/photos`, {
      multipart: { image: { name: `door-${hue}.jpg`, mimeType: 'image/jpeg', buffer: await photo(phone, 900, 600, hue) } },
    });
    expect(p.status(), await p.text()).toBe(201);
    ids.push((await p.json()).photo.id);
  }
  const sent = await buyer.post(`/api/v1/conversations/${id}/messages`, { data: { text: 'And this dent, here?', photo_ids: ids } });
  expect(sent.status(), await sent.text()).toBe(201);

  // A question about one of the dealer's own vehicles has nobody to forward to: no button there.
  const dealers = await buyer.post('/api/v1/conversations', { data: { vehicle_id: 1, text: 'Is the dealer’s truck still there?' } });
  expect(dealers.status(), await dealers.text()).toBe(201);
  const dealer = (await dealers.json()).conversation;
  expect(dealer.vehicle.private_seller).toBe(false);

  // The seller's thread is open on their phone.
  const thread = (await (await sellerAPI.post(`/api/v1/my-vehicles/${vehicle}/thread`)).json()).conversation.id as number;
  await phone.goto(`/account/messages/${thread}`);
  await expect(phone.getByRole('textbox', { name: /আপনার বার্তা/ })).toBeVisible();

  // The clerk forwards it from the inbox: first on a failing API, then again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await useEnglish(page);
  await staffSignIn(page, freshPhone(), 'sales');
  await page.goto(`/admin/inbox/${dealer.id}`);
  await expect(page.getByTestId('staff-message')).toHaveCount(1);
  await expect(page.getByTestId('forward')).toHaveCount(0);
  await page.goto(`/admin/inbox/${id}`);
  await expect(page.getByTestId('forward')).toHaveCount(2);
  const question = page.getByTestId('staff-message').filter({ hasText: 'And this dent, here?' });
  await expect(question.getByTestId('message-photos').getByRole('img')).toHaveCount(2);
  await page.route('**/api/v1/admin/conversations/*/forward', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":false,"message":"Service unavailable"}' }),
  );
  await question.getByTestId('forward').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Service unavailable' }).first()).toBeVisible();
  await expect(phone.getByTestId('message')).toHaveCount(0);
  await page.unroute('**/api/v1/admin/conversations/*/forward');
  await question.getByTestId('forward').click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: "Forwarded to the seller's thread." }).first()).toBeVisible();

  // The seller's open page shows the copy at once, with both photos (loaded through their own thread).
  const copy = phone.getByTestId('message').filter({ hasText: 'And this dent, here?' });
  await expect(copy.getByTestId('message-photos').getByRole('img')).toHaveCount(2);
  await expect.poll(() => copy.getByTestId('message-photos').getByRole('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The seller cannot read the buyer's own photo.
  const theirs = await sellerAPI.get(`/api/v1/conversations/${id}/photos/${ids[0]}/card`);
  expect(theirs.status()).toBe(404);
});
