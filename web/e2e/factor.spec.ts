import { expect, test } from './fixtures';
import { freshPhone, signIn } from './auth-helpers';
import { useEnglish } from './helpers';
import { enrollFactor, grantRole, staffSignIn } from './staff';

// Staff sign in with the SMS code and then an authenticator app's code
// (issue 26): enrolled on the first visit to the back office with the
// owner's one-time set-up link (issue 46), asked on every new session, a
// recovery code in its place once, and reset by an owner, who makes the
// next set-up link.
test('staff enroll an authenticator app, give its code on a new session, and an owner resets it', async ({ browser }) => {
  test.setTimeout(150_000);
  const clerkPhone = freshPhone();
  const link = grantRole(clerkPhone, 'sales');
  const first = await (await browser.newContext()).newPage();
  await useEnglish(first);
  await signIn(first, clerkPhone);
  const firstCode = Date.now(); // the next SMS code to this number may be asked for 60 s later
  await expect(first).toHaveURL(/\/account\//);

  // SMS alone opens nothing in the back office: the set-up screen comes first.
  await first.goto('/admin/offers');
  await expect(first.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(first.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  // The SMS code alone does not set up an app: it takes the owner's link.
  await expect(first.getByRole('button', { name: 'Set up the app' })).toBeDisabled();
  await first.getByLabel('Set-up link from an owner').fill('/admin?enrol=not-the-owners-link-0123456789');
  await first.getByRole('button', { name: 'Set up the app' }).click();
  await expect(first.getByRole('alert').filter({ hasText: 'This set-up link does not work' })).toBeVisible();
  await first.getByLabel('Set-up link from an owner').fill(`http://127.0.0.1${link}`);
  await first.getByRole('button', { name: 'Set up the app' }).click();
  const qr = first.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(first.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  // A wrong code says so and lets the clerk try again.
  await first.getByLabel('Type the 6-digit code the app shows now').fill('000000');
  await expect(first.getByRole('button', { name: 'Verify' })).toBeDisabled(); // codes not saved yet
  await first.getByLabel('I have saved my recovery codes').check();
  await first.getByRole('button', { name: 'Verify' }).click();
  await expect(first.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  await first.reload();
  const enrolled = await enrollFactor(first, link); // good until the app's first code
  await expect(first.getByRole('heading', { name: 'Offers desk' })).toBeVisible();

  // The owner sees who has set up an app.
  const owner = await (await browser.newContext()).newPage();
  await useEnglish(owner);
  const ownerPhone = freshPhone();
  await staffSignIn(owner, ownerPhone, 'owner');
  await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  const row = owner.getByRole('row').filter({ hasText: clerkPhone });
  await expect(row.getByRole('cell', { name: 'Set up', exact: true })).toBeVisible();

  // A new session of the clerk asks for the code; a recovery code does instead, in Bangla too.
  await owner.waitForTimeout(Math.max(0, firstCode + 61_000 - Date.now()));
  const second = await (await browser.newContext()).newPage();
  await signIn(second, clerkPhone, 'bn');
  await expect(second).toHaveURL(/\/account\//);
  await second.goto('/admin?lang=bn');
  await expect(second.getByRole('heading', { name: 'অথেনটিকেটর কোড দিন' })).toBeVisible();
  await second.getByLabel('অ্যাপের কোড').fill('123456');
  await second.getByRole('button', { name: 'যাচাই করুন' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'কোডটি সঠিক নয়' })).toBeVisible();
  await second.getByLabel('অ্যাপের কোড').fill(enrolled.recoveryCodes[0].toUpperCase());
  await second.getByRole('button', { name: 'যাচাই করুন' }).click();
  await expect(second.getByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeVisible();

  // The owner resets the clerk's app (a lost phone): the clerk's sessions end at once.
  await row.getByRole('button', { name: 'Reset authenticator' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Reset authenticator' }).click();
  await expect(owner.getByRole('alert').filter({ hasText: 'Their authenticator was reset' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Not set up yet' })).toBeVisible();
  // The clerk's next app needs a new link, which the owner makes and hands over.
  await row.getByRole('button', { name: 'Set-up link' }).click();
  await expect(owner.getByTestId('enrolment-link')).toHaveText(/\/admin\?enrol=[A-Za-z0-9_-]{20,}$/);
  await first.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(first).toHaveURL(/\/login/);
  // The owner's own row has no reset: their recovery codes or another owner are for that.
  await expect(owner.getByRole('row').filter({ hasText: ownerPhone }).getByRole('button')).toHaveCount(0);
});
