import { expect, test } from './fixtures';
import { codeFor, freshPhone } from './auth-helpers';
import { findVehicle, parseTaka, useEnglish } from './helpers';
import { serverLog } from './server';

// Issue 50, item 1: a binding offer is confirmed, not tapped away.

test('the amount is grouped as typed and said in words, in Bangla and English', async ({ page, request }) => {
  const slug = await findVehicle(request, true);
  await page.goto(`/vehicle-details/${slug}`);
  const form = page.getByTestId('bid-form');
  const amount = form.getByLabel('প্রস্তাবিত দাম');
  await amount.pressSequentially('1950000');
  await expect(amount).toHaveValue('১৯,৫০,০০০');
  await expect(form.getByTestId('bid-amount-words')).toHaveText('উনিশ লাখ পঞ্চাশ হাজার টাকা');
  // A digit deleted or typed in the middle keeps the caret by its digits
  // while the commas move: ১৯,৫০|,০০০ → ১,৯৫|,০০০ → ১৯,৫৫|,০০০.
  for (let i = 0; i < 4; i++) await amount.press('ArrowLeft');
  await amount.press('Backspace');
  await expect(amount).toHaveValue('১,৯৫,০০০');
  await amount.pressSequentially('৫');
  await expect(amount).toHaveValue('১৯,৫৫,০০০');

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(form.getByLabel('Offer amount')).toHaveValue('19,55,000');
  await expect(form.getByTestId('bid-amount-words')).toHaveText('nineteen lakh fifty-five thousand taka');
});

test('an offer is confirmed once, twice over the asking price asked again, and the code step survives a reload', async ({ page, request }) => {
  const slug = await findVehicle(request, true);
  await useEnglish(page);
  await page.goto(`/vehicle-details/${slug}`);
  const price = parseTaka((await page.getByTestId('cash-price').textContent()) ?? '');
  const form = page.getByTestId('bid-form');
  const phone = freshPhone();
  await form.getByRole('button', { name: 'Cash' }).click();
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel('Offer amount').fill(String(price));

  // One confirmation with the amount, the option and that it binds; going
  // back sends nothing.
  await form.getByRole('button', { name: 'Send offer' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByTestId('bid-confirm');
  await expect(confirm).toContainText(`৳${new Intl.NumberFormat('en-IN').format(price)}`);
  await expect(confirm).toContainText('Cash');
  await expect(dialog).toContainText('This offer is binding');
  await dialog.getByRole('button', { name: 'Change the offer' }).click();
  await expect(dialog).toHaveCount(0);
  expect(serverLog()).not.toContain(`SMS to ${phone}:`);

  // An extra zero: more than twice the asking price asks a second time.
  const tenfold = price * 10;
  const shown = `৳${new Intl.NumberFormat('en-IN').format(tenfold)}`;
  await form.getByLabel('Offer amount').fill(String(tenfold));
  await form.getByRole('button', { name: 'Send offer' }).click();
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByTestId('bid-confirm-again')).toContainText(`${shown} is more than twice the asking price`);
  await dialog.getByRole('button', { name: 'Change the amount' }).click();
  await expect(dialog).toHaveCount(0);
  expect(serverLog()).not.toContain(`SMS to ${phone}:`);

  // Confirmed both times, it is sent; the code step restates it.
  await form.getByRole('button', { name: 'Send offer' }).click();
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await dialog.getByRole('button', { name: `Yes, send ${shown}` }).click();
  const codeForm = page.getByTestId('bid-code-form');
  await expect(codeForm.getByTestId('bid-code-offer')).toHaveText(`Your offer: ${shown}, Cash. It is binding once you confirm it with the code.`);
  const code = await codeFor(phone);
  // The SMS says what the code confirms.
  expect(serverLog()).toMatch(new RegExp(`SMS to ${phone}:.*confirms your binding cash offer of Tk`));

  // A reload keeps the code step, and the code already sent still works.
  await page.reload();
  await expect(codeForm.getByTestId('bid-code-offer')).toContainText(shown);
  await codeForm.getByLabel('4-digit code').fill(code);
  await expect(page.getByTestId('offer-accepted')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('bid-code-form')).toHaveCount(0);
});
