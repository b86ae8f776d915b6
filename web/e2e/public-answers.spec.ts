import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { codeFor, freshPhone } from './auth-helpers';
import { findVehicle, useEnglish } from './helpers';
import { staffSignIn } from './staff';

// Issue 48 item 7: a clerk publishes a buyer's question and its answer from
// the inbox, and a signed-out visitor finds it on the vehicle's page — in
// the server's first paint (and its FAQPage data) and after the app takes
// over — in both languages, on a phone and a desktop.

const SHOTS = '/tmp/h3-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** apiSignIn signs phone in through the API and returns a client with its token. */
async function apiSignIn(baseURL: string, phone: string): Promise<APIRequestContext> {
  const headers = { 'X-Forwarded-For': `203.0.113.${10 + Math.floor(Math.random() * 200)}`, 'Accept-Language': 'en' };
  const anon = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  expect((await anon.post('/api/v1/auth/send-otp', { data: { phone_number: phone } })).status()).toBe(200);
  const signedIn = await anon.post('/api/v1/auth/verify-otp', { data: { phone_number: phone, otp: await codeFor(phone) } });
  expect(signedIn.status()).toBe(200);
  const { token } = await signedIn.json();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { ...headers, Authorization: `Bearer ${token}` } });
}

test('a clerk publishes an answer and a signed-out visitor reads it on the vehicle page (first paint and app)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // One journey through the back office and four visitors' pages.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useEnglish(page);
  const slug = await findVehicle(request, true);
  const vehicle = (await (await request.get(`/api/v1/get-vehicle/${slug}`)).json()).product;
  const buyer = await apiSignIn(baseURL!, freshPhone());
  const question = `Is the engine of this one rebuilt? (${Date.now() % 100000})`;
  const asked = await buyer.post('/api/v1/conversations', { data: { vehicle_id: vehicle.id, text: question } });
  expect(asked.status()).toBe(201);
  const id = String((await asked.json()).conversation.id);

  // The clerk answers in the inbox and publishes, the form filled from the thread.
  await staffSignIn(page, freshPhone(), 'sales');
  await page.goto(`/admin/inbox/${id}`);
  await expect(page.getByTestId('staff-message')).toHaveText([new RegExp(question.replace(/[?()]/g, '\\$&'))]);
  const answer = 'Yes: rebuilt in 2024 at the Tejgaon workshop, with the papers.';
  await page.getByLabel('Your answer').fill(answer);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('staff-message')).toHaveCount(2);
  // A note meant for this buyer only comes after the answer: the form still offers the answer (hB's walk).
  await page.getByLabel('Your answer').fill('We are holding it for you until Friday.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('staff-message')).toHaveCount(3);
  await expect(page.getByTestId('thread-side')).toContainText('Other conversations');
  await page.getByRole('button', { name: 'Publish to vehicle page' }).click();
  await expect(page.getByTestId('publish-question')).toHaveValue(question);
  await expect(page.getByTestId('publish-text')).toHaveValue(answer);
  // A phone number is refused with the reason; the clerk takes it out.
  await page.getByTestId('publish-text').fill(`${answer} Call 01711 000 000.`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('publish-answer').getByRole('alert')).toContainText('Take out phone numbers and links');
  await page.getByTestId('publish-text').fill(answer);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('publish-answer')).toContainText("Published on the vehicle's page");
  await shot(page, 'inbox-publish-1280-en');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('publish-answer').screenshot({ path: `${SHOTS}/inbox-publish-375-en.png` });

  // The first paint, as a crawler or a slow phone gets it.
  for (const [lang, heading] of [
    ['en', 'Questions buyers asked'],
    ['bn', 'ক্রেতাদের প্রশ্ন'],
  ] as const) {
    const html = await (await request.get(`/vehicle-details/${slug}${lang === 'en' ? '?lang=en' : ''}`)).text();
    expect(html).toContain(heading);
    expect(html).toContain(answer);
    expect(html).toContain('"FAQPage"');
  }

  // A signed-out visitor, after the app takes over, in both languages and widths.
  for (const [lang, width] of [
    ['en', 1280],
    ['en', 375],
    ['bn', 375],
    ['bn', 1280],
  ] as const) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await ctx.newPage();
    if (lang === 'en') await useEnglish(visitor);
    await visitor.goto(`/vehicle-details/${slug}`);
    const section = visitor.getByRole('region', { name: lang === 'en' ? 'Questions buyers asked' : 'ক্রেতাদের প্রশ্ন' });
    await expect(section).toContainText(question);
    await expect(section).toContainText(answer);
    await section.scrollIntoViewIfNeeded();
    await visitor.evaluate(() => document.fonts.ready);
    await section.screenshot({ path: `${SHOTS}/vehicle-questions-${width}-${lang}.png` });
    await ctx.close();
  }

  // Unpublished, it is gone from the page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByTestId('publish-answer')).toContainText("Not on the vehicle's page");
  const after = await (await request.get(`/api/v1/get-vehicle/${slug}`)).json();
  expect(after.product.questions.map((q: { question: string }) => q.question)).not.toContain(question);
});
