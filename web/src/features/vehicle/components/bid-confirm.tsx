import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { amountInWords } from '@/lib/amount-words';
import { formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { BidOption } from '../api/send-bid-offer';

/**
 * BidConfirm is the one confirmation a binding offer takes: the amount in
 * figures and words, cash or installments, and that it binds. An amount
 * more than twice the asking price (an extra zero, most likely) asks once
 * more, on its own, before anything is sent. Render it with a key per
 * opening so each starts at the first question.
 */
export function BidConfirm({
  amount,
  option,
  asking,
  busy,
  onCancel,
  onConfirm,
}: {
  amount: number;
  option: BidOption;
  /** The vehicle's price for this option; 0 when unknown (no second question). */
  asking: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [again, setAgain] = useState(false);
  const tooHigh = asking > 0 && amount > 2 * asking;
  const price = formatPrice(amount, lang);
  return (
    <ConfirmDialog
      // A new dialog for the second question: focus goes back to its
      // cancel button, so a repeated Enter or tap does not confirm twice.
      key={again ? 'again' : 'first'}
      open
      tone="primary"
      title={again ? t('bid.againTitle') : t('bid.confirmTitle')}
      cancelLabel={again ? t('bid.changeAmount') : t('bid.changeOffer')}
      confirmLabel={again ? t('bid.againSend', { amount: price }) : t('bid.submit')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => (tooHigh && !again ? setAgain(true) : onConfirm())}
    >
      {again ? (
        <>
          <p data-testid="bid-confirm-again">{t('bid.againText', { amount: price, asking: formatPrice(asking, lang) })}</p>
          <p className="mt-2 font-medium text-slate-900">{amountInWords(amount, lang)}</p>
        </>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="bid-confirm">
            <dt className="text-slate-600">{t('bid.amount')}</dt>
            <dd>
              <span className="text-lg font-semibold text-slate-900">{price}</span>
              <span className="block text-sm">{amountInWords(amount, lang)}</span>
            </dd>
            <dt className="text-slate-600">{t('bid.offerFor')}</dt>
            <dd className="font-medium text-slate-900">{t(`bid.options.${option}`)}</dd>
          </dl>
          <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-950">{t('bid.binding')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
