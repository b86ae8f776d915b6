import { shoot } from './scripts/shoot.mjs';
const base = 'http://127.0.0.1:18090';
const [st, ot] = process.argv.slice(2);
const wait = (sel) => async (page) => { await page.locator(sel).first().waitFor(); };
await shoot(base, [
  ['sell-start', st, '/sell', wait('select')],
  ['sell-details', st, '/sell/99?step=details', wait('textarea')],
  ['sell-photos', st, '/sell/99?step=photos', wait('[data-testid=photo]')],
  ['sell-review', st, '/sell/99?step=review', wait('[data-testid=listing-summary]')],
  ['my-vehicles', st, '/account/my-vehicles', wait('[data-testid=my-vehicle]')],
  ['review-desk', ot, '/admin/review', wait('[data-testid=review-facts]')],
  ['vehicle-private', '', '/vehicle-details/tata-lpt-1613-truck-97', wait('[data-testid=seller-mark]')],
  ['list-private', '', '/vehicles/query/LPT%201613', wait('[data-testid=card-seller]')],
], { fullPage: (w) => w > 400 });
