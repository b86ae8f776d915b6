import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/lib/api-errors';
import { formatDate, formatPrice, toLocalDigits } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useListingCalls, type SellerVehicle } from '../api/my-vehicles';
import { useSellT } from '../lib/i18n';
import { stateRules } from '@/lib/lifecycle';
import { ReviewThreadLink } from './review-thread-link';

const TONE: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-800',
  in_review: 'bg-sky-100 text-sky-900',
  changes_requested: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
  sold: 'bg-emerald-800 text-white',
  refused: 'bg-red-100 text-red-900',
};

/** ListingCard is one of the seller's listings: its state, staff's note, its offers and what may be done with it now. */
export function ListingCard({ vehicle: v }: { vehicle: SellerVehicle }) {
  const { t } = useSellT();
  const lang = useLanguage();
  const calls = useListingCalls();
  const [confirming, setConfirming] = useState<'withdraw' | 'delete' | null>(null);
  const onError = (err: unknown) => notify('error', errorText(err, t('networkError')));
  const rules = stateRules(v.status);
  const live = rules.pagePublic;
  const btn = 'rounded-lg border px-3 py-2 text-sm font-medium disabled:opacity-50';

  function confirmed() {
    if (confirming === 'withdraw') calls.withdraw.mutate(v.id, { onSuccess: () => notify('info', t('mine.withdrawn')), onError });
    if (confirming === 'delete')
      calls.remove.mutate(v.id, { onSuccess: (r) => notify('info', r.withdrawn ? r.message : t('mine.deleted')), onError });
    setConfirming(null);
  }

  // The title in the reader's language: both are made from the same parts.
  const title = (lang === 'bn' ? v.title_bn : v.title) || v.title || t('status.draft');
  return (
    <li data-testid="my-vehicle" className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
        <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
          {v.images[0] && <img src={v.images[0].card_url} alt="" loading="lazy" className="h-full w-full object-cover" />}
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 break-words font-semibold text-slate-900">
              {live ? (
                <Link to={`/vehicle-details/${v.product_slug}`} className="hover:underline">
                  {title}
                </Link>
              ) : (
                title
              )}
            </h2>
            <span data-testid="my-vehicle-status" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[v.status] ?? 'bg-slate-100 text-slate-700'}`}>
              {t(`status.${v.status}`)}
            </span>
          </div>
          {v.verified && (
            <p className="mt-1 text-sm font-medium text-emerald-800">✓ {t('mine.verified', { date: formatDate(v.verified.at, lang) })}</p>
          )}
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
            <Stat label={t('fields.cash_price')}>{v.cash_price ? formatPrice(v.cash_price, lang) : '—'}</Stat>
            <Stat label={t('mine.offers')}>
              <span data-testid="my-vehicle-offers">{toLocalDigits(v.total_bid, lang)}</span>
            </Stat>
            <Stat label={t('mine.highest')}>
              <span data-testid="my-vehicle-highest">{v.highest_offer ? formatPrice(v.highest_offer, lang) : t('mine.none')}</span>
            </Stat>
            <Stat label={t('mine.saves')}>{toLocalDigits(v.bookmarks, lang)}</Stat>
            <Stat label={t('mine.views')}>
              <span data-testid="my-vehicle-views">{toLocalDigits(v.views, lang)}</span>
            </Stat>
          </dl>
        </div>
      </div>
      {v.review_note && (
        <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm" data-testid="my-vehicle-note">
          <p className="font-semibold text-amber-900">{t('mine.staffNote')}</p>
          <p className="mt-0.5 whitespace-pre-line break-words text-amber-950">{v.review_note}</p>
        </div>
      )}
      {confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2" role="alertdialog" aria-label={t(`mine.${confirming}`)}>
          <p className="w-full text-sm text-slate-800">{t(confirming === 'withdraw' ? 'mine.confirmWithdraw' : 'mine.confirmDelete')}</p>
          <button type="button" onClick={confirmed} className={`${btn} border-red-700 bg-red-700 text-white`}>
            {t(`mine.${confirming}`)}
          </button>
          <button type="button" onClick={() => setConfirming(null)} className={`${btn} border-slate-300`}>
            {t('back')}
          </button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {v.editable && (
            <Link to={`/sell/${v.id}`} className={`${btn} border-emerald-800 text-emerald-900`}>
              {rules.unsubmitted ? t('mine.continue') : t('mine.edit')}
            </Link>
          )}
          {v.moves.includes('in_review') && (
            <Link to={`/sell/${v.id}?step=review`} className={`${btn} border-emerald-800 bg-emerald-800 text-white`}>
              {t('mine.submit')}
            </Link>
          )}
          {!rules.unsubmitted && <ReviewThreadLink vehicleId={v.id} className={`${btn} border-amber-700 text-amber-900`} />}
          {/* A draft was never sent: delete it, there is nothing to withdraw. */}
          {v.moves.includes('withdrawn') && !rules.unsubmitted && (
            <button type="button" onClick={() => setConfirming('withdraw')} className={`${btn} border-slate-300 text-slate-800`}>
              {t('mine.withdraw')}
            </button>
          )}
          {!rules.soldOut && (
            <button type="button" onClick={() => setConfirming('delete')} className={`${btn} border-slate-300 text-red-700`}>
              {t('mine.delete')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
