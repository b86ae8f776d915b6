import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinInput } from '@/components/pin-input';
import { ApiError } from '@/lib/api-client';
import { formatPrice, toLocalDigits } from '@/lib/format';
import { isValidOtp, normalizePhone } from '@/lib/phone';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { newSubmissionKey, useSendBidOffer, type BidOption, type BidOfferResult } from '../api/send-bid-offer';
import { bidErrorToasts, nextOption } from '../lib/bid-errors';

const OPTIONS: BidOption[] = ['cash', 'installments'];

export interface BidRules {
  /** The lowest offer per option. */
  minOffer?: { cash: number; installments: number };
  /** Open mode: the live highest offer and the step to beat it. */
  highestOffer?: number | null;
  minIncrement?: number;
}

/**
 * BidForm is step 1's offer form: cash/installments toggle (a second click
 * deselects), phone and amount as free text; the server validates and its
 * field errors become toasts. A signed-in buyer's own phone needs nothing
 * more; any other phone is proven with the SMS code the server sends, in a
 * second step of the same submission (one Idempotency-Key for both calls).
 */
export function BidForm({ vehicleId, rules, onAccepted }: { vehicleId: number; rules: BidRules; onAccepted: (r: BidOfferResult) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const { user, signIn } = useSession();
  const [option, setOption] = useState<BidOption | ''>('');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'offer' | 'code'>('offer');
  const submission = useRef('');
  const send = useSendBidOffer();
  // The signed-in buyer's phone, once the session has loaded (a direct
  // visit renders the form before it has), unless something was typed.
  useEffect(() => {
    if (user?.phone) setPhone((cur) => cur || user.phone);
  }, [user?.phone]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (step === 'offer') submission.current = newSubmissionKey();
    if (step === 'code' && !isValidOtp(code)) {
      notify('error', t('errors.otpLength'));
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
        // The code proved the phone: that phone is signed in now, unless
        // someone is signed in already.
        if (res.token && !user) await signIn(res.token).catch(() => null);
        onAccepted(res);
        return;
      }
      if (res.verification_required) {
        setStep('code');
        setCode('');
        return;
      }
      bidErrorToasts(res.errors, res.message).forEach((m) => notify('error', m));
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        const texts = err.status === 429 ? [err.message || t('errors.rateLimited')] : bidErrorToasts(err.errors, err.message);
        texts.forEach((m) => notify('error', m));
      } else {
        // Spec §8: a thrown error is only logged; the buyer stays on the form.
        console.error('send-bid-offer failed', err);
      }
    }
  }

  const floor = option && rules.minOffer ? rules.minOffer[option] : Math.min(rules.minOffer?.cash ?? 0, rules.minOffer?.installments ?? 0);
  const next = rules.highestOffer && rules.minIncrement ? rules.highestOffer + rules.minIncrement : null;

  if (step === 'code') {
    return (
      <form onSubmit={submit} className="space-y-3" data-testid="bid-code-form" noValidate>
        <h2 className="text-lg font-semibold">{t('bid.codeTitle')}</h2>
        <p id={`${id}-code-help`} className="text-sm text-slate-700">
          {t('bid.codeHelp', { phone: toLocalDigits(normalizePhone(phone), lang) })}
        </p>
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
        <button type="button" onClick={() => setStep('offer')} className="w-full text-sm font-medium text-emerald-800 underline">
          {t('bid.changePhone')}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-testid="bid-form" noValidate>
      <h2 className="text-lg font-semibold">{t('bid.title')}</h2>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('bid.offerFor')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {OPTIONS.map((o) => (
            <button
              key={o}
              type="button"
              aria-pressed={option === o}
              onClick={() => setOption((cur) => nextOption(cur, o))}
              className={`rounded-md border px-3 py-2 text-sm font-medium ${
                option === o ? 'border-emerald-800 bg-emerald-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              {t(`bid.options.${o}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-phone`} className="mb-1 block text-sm font-medium text-slate-700">
          {t('bid.phone')}
        </label>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder="01XXXXXXXXX"
          className="w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor={`${id}-amount`} className="mb-1 block text-sm font-medium text-slate-700">
          {t('bid.amount')}
        </label>
        <div className="flex rounded-md border border-slate-300 focus-within:ring-2 focus-within:ring-emerald-700">
          <span className="flex items-center px-3 text-slate-600" aria-hidden="true">
            ৳
          </span>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby={`${id}-amount-hint`}
            className="min-w-0 flex-1 rounded-r-md px-2 py-2 outline-none"
          />
        </div>
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
    </form>
  );
}
