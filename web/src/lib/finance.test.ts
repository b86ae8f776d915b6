import { describe, expect, it } from 'vitest';
import { bankLoan, choiceOf, dealerPlan, parseRate } from './finance';

const plan = { min_down_percent: 20, months: [12, 24, 36], bank_rate_percent: 13.5 };

describe('the dealer’s plan (flat)', () => {
  it('splits what is left after the down payment evenly, in whole taka', () => {
    // ৳20,00,000 with 25 % down over 24 months: ৳5,00,000 down, ৳15,00,000 in 24 of ৳62,500.
    expect(dealerPlan(2_000_000, 25, 24)).toEqual({ down: 500_000, financed: 1_500_000, monthly: 62_500 });
    // ৳9,50,000 with 20 % down over 36 months: ৳1,90,000 down, ৳7,60,000 / 36 = 21,111.11 → ৳21,111.
    expect(dealerPlan(950_000, 20, 36)).toEqual({ down: 190_000, financed: 760_000, monthly: 21_111 });
  });
  it('handles nothing down and everything down', () => {
    expect(dealerPlan(1_200_000, 0, 12)).toEqual({ down: 0, financed: 1_200_000, monthly: 100_000 });
    expect(dealerPlan(1_200_000, 100, 12)).toEqual({ down: 1_200_000, financed: 0, monthly: 0 });
  });
});

describe('a bank loan (reducing balance)', () => {
  it('matches the annuity formula, rounded to the taka at the end', () => {
    // ৳10,00,000 at 12 % a year over 12 months: r = 1 %, 10,00,000 × 0.01 / (1 − 1.01^−12) = 88,848.79.
    expect(bankLoan(1_000_000, 12, 12)).toEqual({ monthly: 88_849, totalInterest: 66_185 });
    // ৳15,00,000 at 13.5 % over 36 months: r = 1.125 %, 50,902.93 a month, 3,32,505.52 in interest.
    const l = bankLoan(1_500_000, 13.5, 36);
    expect(l.monthly).toBe(50_903);
    expect(l.totalInterest).toBe(332_506);
  });
  it('at 0 % is the amount split evenly, with no interest', () => {
    expect(bankLoan(1_200_000, 0, 24)).toEqual({ monthly: 50_000, totalInterest: 0 });
  });
  it('owes nothing when nothing is financed', () => {
    expect(bankLoan(0, 12, 24)).toEqual({ monthly: 0, totalInterest: 0 });
  });
});

describe('the choices in the address', () => {
  it('keeps a valid plan as given', () => {
    expect(choiceOf(new URLSearchParams('down=35&months=24&rate=11.25'), plan)).toEqual({ down: 35, months: 24, rate: 11.25 });
  });
  it('falls back to the plan, and keeps the down payment within it', () => {
    expect(choiceOf(new URLSearchParams(''), plan)).toEqual({ down: 20, months: 36, rate: 13.5 });
    expect(choiceOf(new URLSearchParams('down=5&months=25&rate=99'), plan)).toEqual({ down: 20, months: 36, rate: 13.5 });
    expect(choiceOf(new URLSearchParams('down=150&rate=0'), plan)).toEqual({ down: 100, months: 36, rate: 0 });
    expect(choiceOf(new URLSearchParams('down=abc&months=&rate='), plan)).toEqual({ down: 20, months: 36, rate: 13.5 });
  });
});

describe('a typed bank rate (issue 50)', () => {
  it('is read in either script, with a point or a comma and an optional %', () => {
    expect(parseRate('12.5')).toBe(12.5);
    expect(parseRate('১২.৫')).toBe(12.5);
    expect(parseRate(' 9,75 % ')).toBe(9.75);
    expect(parseRate('0')).toBe(0);
    expect(parseRate('50')).toBe(50);
  });
  it('is refused when it cannot be read or is out of range, never replaced by the last good one', () => {
    for (const bad of ['', 'abc', '12.5.1', '1e1', '-3', '50.5', '12..5', '0x10', '%']) expect(parseRate(bad), bad).toBeNull();
  });
});
