// Screenshots of the staff second factor, in both languages at 375 and
// 1280 px: node scripts/factor-shot.mjs BASE OWNER_TOKEN VERIFY_TOKEN ENROLL_TOKEN
// (an owner who gave the factor, a session of an enrolled member that has
// not, and a member with no app yet).
import { shoot } from './shoot.mjs';

const [base, owner, verify, enroll] = process.argv.slice(2);
await shoot(base, [
  ['factor-enroll', enroll, '/admin', async (page) => {
    await page.locator('main button').filter({ hasText: /Set up the app|অ্যাপ যুক্ত করুন/ }).click();
    await page.locator('img[src^="data:image/png"]').waitFor();
  }],
  ['factor-verify', verify, '/admin', async () => {}],
  ['staff', owner, '/admin/staff', async (page) => { await page.locator('table').waitFor(); }],
]);
