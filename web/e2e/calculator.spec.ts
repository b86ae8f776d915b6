import { expect, test } from './fixtures';
import { useEnglish } from './helpers';

// Issue 29, item 1: the installment calculator — the dealer's flat plan
// and a bank loan estimate, numbers that match a hand calculation, the
// choices kept in the address, and "Send offer with this plan".

interface Detail {
  product: { product_slug: string; cash_price: number; installment_price: number; finance: { min_down_percent: number; months: number[] } };
}

const taka = (n: number) => `৳${new Intl.NumberFormat('en-IN').format(n)}`;

/** hand works the plan out as a clerk would on paper: flat for the dealer, the annuity formula for the bank. */
function hand(cash: number, inst: number, down: number, months: number, rate: number) {
  const downAmount = Math.round((inst * down) / 100);
  const financed = cash - downAmount;
  const r = rate / 1200;
  const bankExact = (financed * r) / (1 - Math.pow(1 + r, -months));
  return {
    dealerMonthly: Math.round((inst - downAmount) / months),
    bankMonthly: Math.round(bankExact),
    interest: Math.round(bankExact * months - financed),
  };
}

test('three vehicles’ plans match a hand calculation; a copied link restores the plan; the plan fills the offer', async ({ page, request, browser }) => {
  const list = await (await request.get('/api/v1/get-vehicles?per_page=3&sort=newest')).json();
  await useEnglish(page);
  for (const [i, p] of (list.products as { product_slug: string }[]).entries()) {
    const d: Detail = await (await request.get(`/api/v1/get-vehicle/${p.product_slug}`)).json();
    const plan = d.product.finance;
    const down = plan.min_down_percent + 10 * (i + 1);
    const months = plan.months[i % plan.months.length];
    const rate = [9, 12.5, 15][i];
    await page.goto(`/vehicle-details/${p.product_slug}?down=${down}&months=${months}&rate=${rate}`);
    const calc = page.getByTestId('calculator');
    const want = hand(d.product.cash_price, d.product.installment_price, down, months, rate);
    await expect(calc.getByTestId('calc-down-percent')).toHaveText(`${down}%`);
    await expect(calc.getByRole('radio', { name: `${months} months` })).toBeChecked();
    await expect(calc.getByTestId('calc-dealer-monthly')).toHaveText(taka(want.dealerMonthly));
    await expect(calc.getByTestId('calc-bank-monthly')).toHaveText(taka(want.bankMonthly));
    await expect(calc.getByTestId('calc-bank-interest')).toHaveText(taka(want.interest));
  }

  // The buyer moves the down payment with the keyboard and picks a length: the address follows.
  const calc = page.getByTestId('calculator');
  const slider = calc.getByLabel(/Down payment/);
  const before = Number(await slider.inputValue());
  await slider.focus();
  for (let k = 0; k < 5; k++) await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`down=${before + 5}`));
  const d: Detail = await (await request.get(`/api/v1/get-vehicle/${new URL(page.url()).pathname.split('/').pop()}`)).json();
  const first = d.product.finance.months[0];
  await calc.getByText(`${first} months`).click();
  await expect(page).toHaveURL(new RegExp(`months=${first}`));
  const monthly = await calc.getByTestId('calc-dealer-monthly').textContent();

  // A copied link shows the same plan to someone else.
  const other = await (await browser.newContext()).newPage();
  await useEnglish(other);
  await other.goto(page.url());
  await expect(other.getByTestId('calc-dealer-monthly')).toHaveText(monthly!);
  await expect(other.getByTestId('calc-down-percent')).toHaveText(`${before + 5}%`);

  // "Send offer with this plan" fills the offer form's installment option.
  await calc.getByRole('button', { name: 'Send offer with this plan' }).click();
  const form = page.getByTestId('bid-form');
  await expect(form.getByRole('button', { name: 'Installments' })).toHaveAttribute('aria-pressed', 'true');
  // The amount shows grouped as the buyer reads it (issue 50).
  await expect(form.getByLabel('Offer amount')).toHaveValue(new Intl.NumberFormat('en-IN').format(d.product.installment_price));
  await expect(form.getByLabel('Offer amount')).toBeFocused();
});

test('in Bangla the calculator speaks Bengali digits with lakh grouping', async ({ page, request }) => {
  const slug = (await (await request.get('/api/v1/get-vehicles?per_page=1')).json()).products[0].product_slug;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/vehicle-details/${slug}?down=30&months=24&rate=12`);
  const calc = page.getByTestId('calculator');
  await expect(calc.getByRole('heading', { name: 'কিস্তি ক্যালকুলেটর' })).toBeVisible();
  await expect(calc.getByTestId('calc-down-percent')).toHaveText('৩০%');
  await expect(calc.getByTestId('calc-dealer-monthly')).toHaveText(/^৳[০-৯]{1,2}(,[০-৯]{2})*,[০-৯]{3}$|^৳[০-৯]{1,3}$/);
  await expect(calc.getByRole('radio', { name: '২৪ মাস' })).toBeChecked();
  // The rate reads and takes Bengali digits; the address keeps it in ASCII.
  const rate = calc.getByLabel('ব্যাংকের সুদের হার (% বার্ষিক)');
  await expect(rate).toHaveValue('১২');
  await rate.fill('১০.৫');
  await expect(page).toHaveURL(/rate=10\.5/);
});
