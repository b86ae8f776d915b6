import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinInput } from '@/components/pin-input';
import { ApiError } from '@/lib/api-client';
import { formatPrice, toLocalDigits } from '@/lib/format';
import { isValidOtp, normalizePhone } from '@/lib/phone';
import { useSession } from '@/lib/session';
import { dismissToasts, notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { newSubmissionKey, useSendBidOffer, type BidOption, type BidOfferResult } from '../api/send-bid-offer';
import { bidErrorToast, fieldMessages, nextOption } from '../lib/bid-errors';
import { forgetPendingBid, pendingBid, savePendingBid } from '../lib/pending-bid';
import { AmountField } from './amount-field';
import { BidConfirm } from './bid-confirm';

const OPTIONS: BidOption[] = ['cash', 'installments'];

export interface BidRules {
  /** The lowest offer per option. */
  minOffer?: { cash: number; installments: number };
  /** Open mode: the live highest offer and the step to beat it. */
  highestOffer?: number | null;
  minIncrement?: number;
  /** The vehicle's prices: an offer over twice its option's price is asked about again. */
  asking?: { cash: number; installments: number };
}

/**
 * BidForm is step 1's offer form: cash/installments toggle (a second click
 * deselects), phone and amount as free text; the server validates and its
 * field errors become toasts. A signed-in buyer's own phone needs nothing
 * more; any other phone is proven with the SMS code the server sends, in a
 * second step of the same submission (one Idempotency-Key for both calls).
 * A complete offer is confirmed before it is sent (it binds the buyer), and
 * the code step survives a reload of the tab (pending-bid).
 */
/** A plan the calculator hands over: the option and amount to offer (n tells one hand-over from the next). */
export interface BidPreset {
  option: BidOption;
  amount: number;
  n: number;
}

export function BidForm({
  vehicleId,
  rules,
  onAccepted,
  preset,
}: {
  vehicleId: number;
  rules: BidRules;
  onAccepted: (r: BidOfferResult) => void;
  preset?: BidPreset | null;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const { user, signIn } = useSession();
  // A reload during the code step comes back to it (issue 50).
  const [restored] = useState(() => pendingBid(vehicleId));
  const [option, setOption] = useState<BidOption | ''>(restored?.option ?? '');
  const [phone, setPhone] = useState(restored?.phone ?? user?.phone ?? '');
  // ASCII digits; the field shows them grouped.
  const [amount, setAmount] = useState(restored?.amount ?? '');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'offer' | 'code'>(restored ? 'code' : 'offer');
  // The confirmation: negative while one is open, its size counting the
  // openings (the dialog's key, so each starts at its first question).
  const [confirming, setConfirming] = useState(0);
  // The server's field errors, shown on the fields themselves.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const optionRef = useRef<HTMLButtonElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const submission = useRef(restored?.submission ?? '');
  const codeForm = useRef<HTMLFormElement>(null);
  const send = useSendBidOffer();
  // A vehicle without an installment price (a private seller's, sold for
  // cash) is not offered in installments: the server refuses such a bid
  // (issue 50).
  const cashOnly = rules.asking !== undefined && !(rules.asking.installments > 0);
  const options = cashOnly ? OPTIONS.filter((o) => o === 'cash') : OPTIONS;
  // As at sign-in, the fourth digit confirms by itself.
  useEffect(() => {
    if (step === 'code' && isValidOtp(code)) codeForm.current?.requestSubmit();
  }, [step, code]);
  // "Send offer with this plan": the option and amount filled in, the form in view.
  useEffect(() => {
    if (!preset) return;
    setOption(preset.option);
    setAmount(String(preset.amount));
    setStep('offer');
    amountRef.current?.scrollIntoView({ block: 'center' });
    amountRef.current?.focus({ preventScroll: true });
  }, [preset]);
  // The signed-in buyer's phone, once the session has loaded (a direct
  // visit renders the form before it has), unless something was typed.
  useEffect(() => {
    if (user?.phone) setPhone((cur) => cur || user.phone);
  }, [user?.phone]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    // A complete offer is confirmed first; an incomplete one goes to the
    // server as it is, whose field errors say what is missing.
    if (step === 'offer' && option && Number(amount) > 0 && phone.trim()) {
      setConfirming((n) => -(Math.abs(n) + 1));
      return;
    }
    void sendOffer();
  }

  async function sendOffer() {
    setConfirming((n) => Math.abs(n));
    if (step === 'offer') submission.current = newSubmissionKey();
    if (step === 'code' && !isValidOtp(code)) {
      notify('error', t('errors.otpLength'));
      return;
    }
    // Nothing is queued to send later (issue 30): offline, the buyer is told.
    if (!navigator.onLine) {
      notify('error', t('offline.bid'));
      return;
    }
    try {
      const res = await send.mutateAsync({
        id: vehicleId,
        selectedOption: option,
        phone,
        offerAmount: amount,
        otp: step === 'code' ? code : undefined,
        idempotencyKey: submission.current,
      });
      if (res.status) {
        dismissToasts(); // a toast about the form goes with the form (issue 32)
        // The code proved the phone: that phone is signed in now, unless
        // someone is signed in already.
        if (res.token && !user) await signIn(res.token).catch(() => null);
        forgetPendingBid();
        onAccepted(res);
        return;
      }
      if (res.verification_required) {
        dismissToasts(); // the offer is fixed: its errors are over
        setErrors({});
        setStep('code');
        setCode('');
        if (option) savePendingBid({ vehicleId, option, phone, amount, submission: submission.current, at: Date.now() });
        return;
      }
      showErrors(undefined, res.message); // a 2xx without an offer or a code step: its message says why
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        if (err.status === 429) notify('error', err.message || t('errors.rateLimited'));
        else showErrors(err.errors, err.message);
      } else {
        // Spec §8: a thrown error is only logged; the buyer stays on the form.
        console.error('send-bid-offer failed', err);
        // No answer at all (issue 30): the buyer must know it was not sent.
        if (err instanceof ApiError && err.status === 0) notify('error', t('offline.bid'));
      }
    }
  }

  // showErrors marks the fields, moves focus to the first, and says it all
  // once in a toast (spec §8: the field messages joined by commas, plus the
  // message). A code error belongs to the code step, which stays.
  function showErrors(fieldErrs: Record<string, string[]> | undefined, message: string) {
    notify('error', bidErrorToast(fieldErrs, message, lang));
    const byField = fieldMessages(fieldErrs);
    if (step === 'code' && !byField.otp) {
      forgetPendingBid();
      setStep('offer');
    }
    if (step === 'code' && byField.otp) {
      setCode('');
      return;
    }
    setErrors(byField);
    const first = [
      ['selectedOption', optionRef],
      ['phone', phoneRef],
      ['offerAmount', amountRef],
    ].find(([f]) => byField[f as string]);
    window.setTimeout(() => (first?.[1] as React.RefObject<HTMLElement | null> | undefined)?.current?.focus(), 0);
  }
  // Editing a field that was refused clears its message, and the toast
  // that said it with the others.
  const clear = (field: string) => {
    if (errors[field]) dismissToasts();
    setErrors((e) => (e[field] ? { ...e, [field]: '' } : e));
  };
  const invalidClass = (field: string) => (errors[field] ? 'border-red-600 bg-red-50' : 'border-slate-300');
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  const floor =
    option && rules.minOffer
      ? rules.minOffer[option]
      : cashOnly
        ? (rules.minOffer?.cash ?? 0)
        : Math.min(rules.minOffer?.cash ?? 0, rules.minOffer?.installments ?? 0);
  const next = rules.highestOffer && rules.minIncrement ? rules.highestOffer + rules.minIncrement : null;

  if (step === 'code') {
    return (
      <form ref={codeForm} onSubmit={submit} className="space-y-3" data-testid="bid-code-form" noValidate>
        <h2 className="text-lg font-semibold">{t('bid.codeTitle')}</h2>
        <p id={`${id}-code-help`} className="text-sm text-slate-700">
          {t('bid.codeHelp', { phone: toLocalDigits(normalizePhone(phone), lang) })}
        </p>
        {option && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950" data-testid="bid-code-offer">
            {t('bid.codeOffer', { amount: formatPrice(Number(amount), lang), option: t(`bid.options.${option}`) })}
          </p>
        )}
        <label htmlFor={`${id}-code`} className="sr-only">
          {t('bid.codeLabel')}
        </label>
        <PinInput id={`${id}-code`} value={code} onChange={setCode} describedBy={`${id}-code-help`} disabled={send.isPending} />
        <button
          type="submit"
          disabled={send.isPending}
          className="w-full rounded-md bg-amber-500 py-2.5 font-semibold text-slate-900 hover:bg-amber-400 disabled:opacity-60"
        >
          {send.isPending ? t('bid.sending') : t('bid.confirm')}
        </button>
        <button
          type="button"
          onClick={() => {
            forgetPendingBid();
            setStep('offer');
          }}
          className="w-full text-sm font-medium text-emerald-800 underline"
        >
          {t('bid.changePhone')}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-testid="bid-form" noValidate>
      <h2 className="text-lg font-semibold">{t('bid.title')}</h2>
      <fieldset aria-describedby={errors.selectedOption ? `${id}-selectedOption-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('bid.offerFor')}</legend>
        <div className={`grid gap-2 ${options.length === 1 ? 'grid-cols-1' : 'grid-cols-2'}`}>
          {options.map((o, i) => (
            <button
              key={o}
              ref={i === 0 ? optionRef : undefined}
              type="button"
              aria-pressed={option === o}
              aria-invalid={errors.selectedOption ? true : undefined}
              onClick={() => {
                setOption((cur) => nextOption(cur, o));
                clear('selectedOption');
              }}
              className={`min-h-11 rounded-md border px-3 py-2 text-sm font-medium ${
                option === o
                  ? 'border-emerald-800 bg-emerald-800 text-white'
                  : `${errors.selectedOption ? 'border-red-600 bg-red-50' : 'border-slate-300 bg-white'} text-slate-800 hover:bg-slate-50`
              }`}
            >
              {t(`bid.options.${o}`)}
            </button>
          ))}
        </div>
        {fieldError('selectedOption')}
      </fieldset>
      <div>
        <label htmlFor={`${id}-phone`} className="mb-1 block text-sm font-medium text-slate-700">
          {t('bid.phone')}
        </label>
        <input
          ref={phoneRef}
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            clear('phone');
          }}
          placeholder="01XXXXXXXXX"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
          className={`w-full rounded-md border px-3 py-2 ${invalidClass('phone')}`}
        />
        {fieldError('phone')}
      </div>
      <div>
        <label htmlFor={`${id}-amount`} className="mb-1 block text-sm font-medium text-slate-700">
          {t('bid.amount')}
        </label>
        <AmountField
          id={`${id}-amount`}
          inputRef={amountRef}
          value={amount}
          onChange={(digits) => {
            setAmount(digits);
            clear('offerAmount');
          }}
          invalid={Boolean(errors.offerAmount)}
          describedBy={`${errors.offerAmount ? `${id}-offerAmount-error ` : ''}${id}-amount-hint`}
        />
        {fieldError('offerAmount')}
        <p id={`${id}-amount-hint`} className="mt-1 text-xs text-slate-600" data-testid="bid-hint">
          {next
            ? t('bid.beatBy', { amount: formatPrice(rules.minIncrement ?? 0, lang), next: formatPrice(next, lang) })
            : floor > 0
              ? t('bid.minOffer', { amount: formatPrice(floor, lang) })
              : null}
        </p>
      </div>
      <button
        type="submit"
        disabled={send.isPending}
        className="w-full rounded-md bg-amber-500 py-2.5 font-semibold text-slate-900 hover:bg-amber-400 disabled:opacity-60"
      >
        {send.isPending ? t('bid.sending') : t('bid.submit')}
      </button>
      {confirming < 0 && option && (
        <BidConfirm
          key={confirming}
          amount={Number(amount)}
          option={option}
          asking={rules.asking?.[option] ?? 0}
          busy={send.isPending}
          onCancel={() => setConfirming((n) => Math.abs(n))}
          onConfirm={() => void sendOffer()}
        />
      )}
    </form>
  );
}
