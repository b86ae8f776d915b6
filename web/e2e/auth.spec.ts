import { expect, test } from './fixtures';
import { codeFor, freshPhone, signIn } from './auth-helpers';
import { useEnglish } from './helpers';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('the phone and code steps validate, a wrong code and a second send are refused clearly', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  const phoneInput = page.getByLabel('Mobile number');
  const send = page.getByRole('button', { name: 'Send OTP' });

  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Phone number is required' })).toBeVisible();
  await expect(phoneInput).toHaveAttribute('aria-invalid', 'true');
  await phoneInput.fill('01712');
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Phone number must be exactly 11 digits' })).toBeVisible();

  const phone = freshPhone();
  await phoneInput.fill(phone);
  await send.click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByText(`We sent a 4-digit code by SMS to ${phone}.`)).toBeVisible();
  // Resend opens only after the server's one-minute cooldown.
  await expect(page.getByRole('button', { name: /Resend OTP in \d+ seconds/ })).toBeDisabled();

  const code = await codeFor(phone);
  const pin = page.getByLabel('4-digit code');
  await pin.fill('12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid 4-digit OTP.' })).toBeVisible();

  // A pasted code keeps its four digits whatever surrounds them, and the
  // fourth digit submits by itself.
  const wrong = code === '0000' ? '1111' : '0000';
  await pin.fill(` ${wrong.slice(0, 2)} ${wrong.slice(2)}.`);
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect OTP. Please try again.' })).toBeVisible();
  await expect(pin).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);

  // Back to the phone step and send again at once: the 429 answer says when to retry.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(phoneInput).toHaveValue(phone);
  // The code step's toasts went with it.
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect OTP' })).toHaveCount(0);
  await send.click();
  const notice = page.getByTestId('rate-limit');
  await expect(notice).toContainText('Too many attempts');
  await expect(notice).toContainText(/You can try again in \d+ seconds\./);
});

test('a signed-in user opening /login lands on /account/info', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/account\/activate$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Info' })).toBeVisible();
  // The stored token survives a reload: start-up fetches the user again.
  await page.reload();
  await expect(page.getByRole('button', { name: /My account/ })).toBeVisible();
});

test('a bad stored token is cleared at start-up', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('authToken', 'not-a-real-token'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/account/info');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('the activation step needs the new-user flag', async ({ page }) => {
  await page.goto('/account/activate');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
});

test('the code step offers to change the number, kept for editing', async ({ page }) => {
  await page.goto('/login');
  const first = freshPhone();
  await page.getByLabel('Mobile number').fill(first);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`We sent a 4-digit code by SMS to ${first}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Change number' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(first);
  const second = freshPhone();
  await page.getByLabel('Mobile number').fill(second);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`We sent a 4-digit code by SMS to ${second}.`)).toBeVisible();
  const code = await codeFor(second);
  await page.getByLabel('4-digit code').fill(code === '0000' ? '1111' : '0000');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect OTP' })).toBeVisible();
  await page.getByLabel('4-digit code').fill(code);
  await expect(page).toHaveURL(/\/account\//);
  // The wrong code's toast does not follow onto the next page.
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect OTP' })).toHaveCount(0);
});
