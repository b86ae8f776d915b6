import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPrice, toLocalDigits } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useAdminOffers, useDecideOffer, type OfferAction } from '../api/offers';
import type { AdminOffer } from '../api/types';
import { ConfirmDialog } from '../components/confirm-dialog';
import { OfferTable } from '../components/offer-table';
import { QueryState } from '../components/query-state';
import { errorText } from '../lib/errors';
import { useAdminT } from '../lib/use-admin-t';

const STATUSES = ['', 'ongoing', 'locked', 'lost', 'purchase'] as const;

/** Which decisions each status allows (the server's state machine decides). */
const ACTIONS: Record<string, OfferAction[]> = {
  ongoing: ['win', 'lose'],
  lost: ['win'],
  locked: ['purchase', 'lose'],
  purchase: [],
};

/**
 * OffersPage is the offers desk: a vehicle's offers highest first, with
 * Winner, Purchased and Lost behind a confirmation (each messages a buyer).
 */
export default function OffersPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const vehicle = Number(params.get('vehicle')) || null;
  const status = params.get('status') ?? '';
  const q = useAdminOffers(vehicle, status);
  const decide = useDecideOffer();
  const [pending, setPending] = useState<{ offer: AdminOffer; action: OfferAction } | null>(null);
  const offers = q.data?.offers ?? [];
  const decided = offers.some((o) => o.status === 'locked' || o.status === 'purchase');
  const set = (k: string, v: string) => {
    const p = new URLSearchParams(params);
    if (v) p.set(k, v);
    else p.delete(k);
    setParams(p);
  };
  const btn = {
    win: 'bg-emerald-800 text-white hover:bg-emerald-900',
    purchase: 'bg-violet-800 text-white hover:bg-violet-900',
    lose: 'border border-slate-300 hover:bg-slate-50',
  };
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">{t('offers.heading')}</h1>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {vehicle && (
          <span className="rounded bg-white px-2 py-1 shadow-sm">
            {t('offers.forVehicle', { title: offers[0]?.vehicle ?? `#${vehicle}` })}{' '}
            <button type="button" className="ml-1 text-emerald-800 underline" onClick={() => set('vehicle', '')}>
              {t('offers.allVehicles')}
            </button>
            {' · '}
            <Link className="text-emerald-800 underline" to={`/admin/vehicles/${vehicle}`}>{t('offers.openVehicle')}</Link>
          </span>
        )}
        <label htmlFor="offer-status" className="sr-only">{t('offers.status')}</label>
        <select id="offer-status" value={status} onChange={(e) => set('status', e.target.value)} className="rounded border border-slate-300 px-2 py-1.5">
          {STATUSES.map((s) => (
            <option key={s} value={s}>{s ? t(`status.${s}`) : t('offers.allStatuses')}</option>
          ))}
        </select>
      </div>
      {!vehicle && <p className="text-sm text-slate-600">{t('offers.pickVehicle')}</p>}
      <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()}>
        <OfferTable
          offers={offers}
          caption={t('offers.heading')}
          actions={(o) => (
            <div className="flex gap-1">
              {(ACTIONS[o.status] ?? [])
                .filter((a) => !(a === 'win' && decided))
                .map((a) => (
                  <button key={a} type="button" onClick={() => setPending({ offer: o, action: a })} className={`rounded px-2 py-0.5 text-xs font-medium ${btn[a]}`}>
                    {t(`offers.do.${a}`)}
                  </button>
                ))}
            </div>
          )}
        />
      </QueryState>
      {pending && (
        <ConfirmDialog
          title={t(`offers.confirm.${pending.action}.title`)}
          body={t(`offers.confirm.${pending.action}.body`, {
            amount: formatPrice(pending.offer.offer_amount, lang),
            phone: toLocalDigits(pending.offer.phone, lang),
            vehicle: pending.offer.vehicle,
          })}
          confirmLabel={t(`offers.do.${pending.action}`)}
          danger={pending.action === 'lose'}
          busy={decide.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            decide.mutate(
              { id: pending.offer.id, action: pending.action },
              {
                onSuccess: () => notify('success', t(`offers.done.${pending.action}`)),
                onError: (err) => notify('error', errorText(err, t('common.networkError'))),
                onSettled: () => setPending(null),
              },
            )
          }
        />
      )}
    </div>
  );
}
