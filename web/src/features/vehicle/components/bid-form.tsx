import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSendBidOffer, type BidOption, type BidOfferResult } from '../api/send-bid-offer';
import { bidErrorToasts, nextOption } from '../lib/bid-errors';

const OPTIONS: BidOption[] = ['cash', 'installments'];

/**
 * BidForm is step 1's offer form: cash/installments toggle (a second click
 * deselects), phone and amount as free text; the server validates and its
 * field errors become toasts.
 */
export function BidForm({ vehicleId, onAccepted }: { vehicleId: number; onAccepted: (r: BidOfferResult) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [option, setOption] = useState<BidOption | ''>('');
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const send = useSendBidOffer();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    try {
      const res = await send.mutateAsync({ id: vehicleId, selectedOption: option, phone, offerAmount: amount });
      if (res.status) {
        onAccepted(res);
        return;
      }
      bidErrorToasts(res.errors, res.message).forEach((m) => notify('error', m));
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        const texts = err.status === 429 ? [t('errors.rateLimited')] : bidErrorToasts(err.errors, err.message);
        texts.forEach((m) => notify('error', m));
      } else {
        // Spec §8: a thrown error is only logged; the buyer stays on the form.
        console.error('send-bid-offer failed', err);
      }
    }
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
            className="min-w-0 flex-1 rounded-r-md px-2 py-2 outline-none"
          />
        </div>
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
