import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FinancePlan } from '@/lib/api-types';
import { formatPrice, toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { bankLoan, choiceOf, dealerPlan, MAX_RATE, parseRate } from '@/lib/finance';

/**
 * InstallmentCalculator shows what a buyer pays up front and each month:
 * the dealer's plan (flat, from the installment price) and, beside it, a
 * bank loan of the cash price less the same down payment (reducing
 * balance). The choices live in the address, so a shared link shows the
 * same plan. Loaded on demand: most visits never scroll to it.
 */
export default function InstallmentCalculator({
  plan,
  cashPrice,
  installmentPrice,
  onUsePlan,
  closed = false,
}: {
  plan: FinancePlan;
  cashPrice: number;
  installmentPrice: number;
  onUsePlan: () => void;
  /** The offer window closed: the plan can still be worked out, not sent (issue 50). */
  closed?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const [params, setParams] = useSearchParams();
  // The choices are the component's own state, written to the address after
  // each change: read back from the address, two quick key presses on the
  // slider could both start from the same value and one would be lost.
  const [choice, setChoice] = useState(() => choiceOf(params, plan));
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current) return; // a visit that changes nothing leaves the address as it came
    setParams(
      (p) => {
        p.set('down', String(choice.down));
        p.set('months', String(choice.months));
        p.set('rate', String(choice.rate));
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [choice, setParams]);
  const dealer = dealerPlan(installmentPrice, choice.down, choice.months);
  const financed = Math.max(0, cashPrice - dealer.down);
  const bank = bankLoan(financed, choice.rate, choice.months);
  const n = (x: number) => toLocalDigits(x, lang);
  const [rateText, setRateText] = useState(() => n(choice.rate));
  // A rate it cannot read is refused, not replaced by the last one it could (issue 50).
  const rateRead = parseRate(rateText) !== null;
  const bankValue = (x: number) => (rateRead ? formatPrice(x, lang) : '—');
  const set = (k: 'down' | 'months' | 'rate', v: number) => {
    touched.current = true;
    setChoice((c) => ({ ...c, [k]: v }));
  };

  return (
    <section aria-labelledby={`${id}-title`} data-testid="calculator" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('calc.title')}
      </h2>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <div className="space-y-4">
          <div>
            <label htmlFor={`${id}-down`} className="flex justify-between text-sm font-medium text-slate-700">
              <span>{t('calc.down', { min: n(plan.min_down_percent) })}</span>
              <span className="font-semibold text-slate-900" data-testid="calc-down-percent">
                {n(choice.down)}%
              </span>
            </label>
            <input
              id={`${id}-down`}
              type="range"
              min={plan.min_down_percent}
              max={100}
              step={1}
              value={choice.down}
              aria-valuetext={`${n(choice.down)}% — ${formatPrice(dealer.down, lang)}`}
              onChange={(e) => set('down', Number(e.target.value))}
              className="mt-2 w-full accent-emerald-700"
            />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t('calc.months')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {plan.months.map((m) => (
                <label
                  key={m}
                  className={`flex min-h-11 cursor-pointer items-center rounded-md border px-3 text-sm font-medium ${
                    m === choice.months ? 'border-emerald-800 bg-emerald-800 text-white' : 'border-slate-300 bg-white text-slate-800'
                  }`}
                >
                  <input type="radio" name={`${id}-months`} value={m} checked={m === choice.months} onChange={() => set('months', m)} className="sr-only" />
                  {t('calc.monthsN', { n: n(m) })}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-rate`} className="text-sm font-medium text-slate-700">
              {t('calc.rate')}
            </label>
            {/* Text, not a number field: a number field shows no Bengali digits and takes none. */}
            <input
              id={`${id}-rate`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={rateText}
              aria-invalid={!rateRead}
              aria-describedby={rateRead ? undefined : `${id}-rate-error`}
              onChange={(e) => {
                setRateText(e.target.value);
                const r = parseRate(e.target.value);
                if (r !== null) set('rate', r);
              }}
              className={`mt-1 block w-32 rounded-md border px-3 py-2 ${rateRead ? 'border-slate-300' : 'border-red-600'}`}
            />
            {!rateRead && (
              <p id={`${id}-rate-error`} role="alert" className="mt-1 text-sm text-red-700">
                {t('calc.rateInvalid', { max: n(MAX_RATE) })}
              </p>
            )}
          </div>
        </div>
        <div className="space-y-3">
          <Result title={t('calc.dealer')} testId="calc-dealer">
            <Row label={t('calc.downAmount')} value={formatPrice(dealer.down, lang)} />
            <Row label={t('calc.monthly')} value={formatPrice(dealer.monthly, lang)} strong testId="calc-dealer-monthly" />
            <Row label={t('calc.total')} value={formatPrice(installmentPrice, lang)} />
          </Result>
          <Result title={t('calc.bank')} testId="calc-bank">
            <Row label={t('calc.financed')} value={formatPrice(financed, lang)} />
            <Row label={t('calc.monthly')} value={bankValue(bank.monthly)} strong testId="calc-bank-monthly" />
            <Row label={t('calc.interest')} value={bankValue(bank.totalInterest)} testId="calc-bank-interest" />
          </Result>
          <p className="text-xs text-slate-600">{t('calc.note')}</p>
          <button
            type="button"
            onClick={onUsePlan}
            disabled={closed}
            aria-describedby={closed ? `${id}-closed` : undefined}
            className="w-full rounded-md bg-amber-500 py-2.5 font-semibold text-slate-900 hover:bg-amber-400 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
          >
            {t('calc.usePlan')}
          </button>
          {closed && (
            <p id={`${id}-closed`} className="text-xs text-slate-600">
              {t('calc.closed')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function Result({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId} className="rounded-lg bg-slate-50 p-3">
      <h3 className="mb-1 text-sm font-semibold text-slate-800">{title}</h3>
      <dl className="space-y-1 text-sm">{children}</dl>
    </div>
  );
}

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd data-testid={testId} className={strong ? 'text-base font-semibold text-emerald-800' : 'text-slate-900'}>
        {value}
      </dd>
    </div>
  );
}
