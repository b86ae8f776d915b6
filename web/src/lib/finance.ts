import type { FinancePlan } from '@/lib/api-types';
import { toAsciiDigits } from '@/lib/phone';
import { MAX_BANK_RATE } from '@/lib/constants.gen';

/** The dealer's plan as quoted here: flat, the installment price less the down payment split evenly over the months. */
export interface DealerPlan {
  down: number;
  financed: number;
  monthly: number;
}

/** dealerPlan is the dealer's plan for price with downPercent down over months, in whole taka. */
export function dealerPlan(price: number, downPercent: number, months: number): DealerPlan {
  const down = Math.round((price * downPercent) / 100);
  const financed = price - down;
  return { down, financed, monthly: months > 0 ? Math.round(financed / months) : 0 };
}

/** A bank loan by the standard reducing-balance (annuity) formula. */
export interface BankLoan {
  monthly: number;
  totalInterest: number;
}

/**
 * bankLoan is what financing amount at ratePercent a year over months
 * costs: the monthly instalment P·r / (1 − (1 + r)^−n) with r the monthly
 * rate (P / n at 0 %), and the interest over the whole loan, both rounded
 * to the taka only at the end.
 */
export function bankLoan(amount: number, ratePercent: number, months: number): BankLoan {
  if (amount <= 0 || months <= 0) return { monthly: 0, totalInterest: 0 };
  const r = ratePercent / 12 / 100;
  const exact = r === 0 ? amount / months : (amount * r) / (1 - (1 + r) ** -months);
  return { monthly: Math.round(exact), totalInterest: Math.round(exact * months - amount) };
}

/** The buyer's choices, as the page's address keeps them (?down=30&months=24&rate=12.5). */
export interface PlanChoice {
  down: number;
  months: number;
  rate: number;
}

/**
 * choiceOf reads the buyer's choices from the address, within the plan:
 * the down payment at least the plan's least (whole percent, at most 100),
 * a length the plan offers (else its longest: what most buyers take), a
 * rate from 0 to 50 (else the plan's).
 */
export function choiceOf(params: URLSearchParams, plan: FinancePlan): PlanChoice {
  const num = (k: string) => {
    const raw = params.get(k);
    return raw === null || raw.trim() === '' ? NaN : Number(raw);
  };
  const down = num('down');
  const months = num('months');
  const rate = num('rate');
  return {
    down: Number.isFinite(down) ? Math.min(100, Math.max(plan.min_down_percent, Math.round(down))) : plan.min_down_percent,
    months: plan.months.includes(months) ? months : plan.months[plan.months.length - 1],
    rate: Number.isFinite(rate) && rate >= 0 && rate <= MAX_BANK_RATE ? rate : plan.bank_rate_percent,
  };
}

/** MAX_RATE is the highest yearly bank rate the calculator takes, in percent. */
export const MAX_RATE = MAX_BANK_RATE;

/**
 * parseRate reads a typed yearly rate: Bengali or Latin digits, a decimal
 * point or comma, an optional "%". It returns null for what it cannot read
 * or what is out of 0–MAX_RATE, so the calculator says so instead of
 * quietly keeping the last rate it could read (issue 50).
 */
export function parseRate(text: string): number | null {
  const s = toAsciiDigits(text).trim().replace(/\s*%$/, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(s)) return null;
  const r = Number(s);
  return r >= 0 && r <= MAX_RATE ? r : null;
}
