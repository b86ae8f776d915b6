import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatNumber, formatPrice, toLocalDigits } from '@/lib/format';
import { notify } from '@/lib/toast';
import { pick } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import { downloadOffers, useAdminOffers, useDecideOffer, type OfferAction, type OfferFilter } from '../api/offers';
import type { AdminOffer } from '../api/types';
import { ConfirmDialog } from '../components/confirm-dialog';
import { OfferTable } from '../components/offer-table';
import { QueryState } from '../components/query-state';
import { errorText } from '@/lib/api-errors';
import { groupByBuyer } from '../lib/group-offers';
import { isDeletedPhone } from '../lib/display';
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
 * OffersPage is the offers desk: a vehicle's offers highest (or newest)
 * first, one row per buyer with their repeat offers folded under it, with
 * Winner, Purchased and Lost behind a confirmation (each messages a buyer),
 * and the offers as CSV.
 */
export default function OffersPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const vehicle = Number(params.get('vehicle')) || null;
  const status = params.get('status') ?? '';
  const filter: OfferFilter = { vehicle, status, sort: params.get('sort') === 'newest' ? 'newest' : '' };
  const grouped = params.get('each') !== '1';
  const q = useAdminOffers(filter);
  const decide = useDecideOffer();
  const [pending, setPending] = useState<{ offer: AdminOffer; action: OfferAction } | null>(null);
  const [open, setOpen] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const offers = useMemo(() => q.data?.offers ?? [], [q.data]);
  const groups = useMemo(() => groupByBuyer(offers), [offers]);
  // Grouped, a buyer's lead offer stands for them; opened, their others follow it.
  const others = new Map(groups.map((g) => [g.lead.id, g.others]));
  const followers = new Set(groups.flatMap((g) => g.others.map((o) => o.id)));
  const rows = grouped ? groups.flatMap((g) => (open.includes(g.lead.id) ? [g.lead, ...g.others] : [g.lead])) : offers;
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
            {t('offers.forVehicle', { title: offers[0] ? pick(offers[0].vehicle, offers[0].vehicle_bn, lang) : `#${vehicle}` })}{' '}
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
        <label htmlFor="offer-sort" className="sr-only">{t('offers.sort')}</label>
        <select id="offer-sort" value={filter.sort} onChange={(e) => set('sort', e.target.value)} className="rounded border border-slate-300 px-2 py-1.5">
          <option value="">{t('offers.byAmount')}</option>
          <option value="newest">{t('offers.byNewest')}</option>
        </select>
        <label className="flex items-center gap-1.5">
          <input type="checkbox" checked={grouped} onChange={(e) => set('each', e.target.checked ? '' : '1')} className="h-4 w-4 accent-emerald-800" />
          {t('offers.groupByBuyer')}
        </label>
        <button
          type="button"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            downloadOffers(filter)
              .catch((err) => notify('error', errorText(err, t('common.networkError'))))
              .finally(() => setExporting(false));
          }}
          className="ml-auto rounded border border-slate-300 bg-white px-3 py-1.5 hover:bg-slate-50 disabled:opacity-60"
        >
          {t('offers.export')}
        </button>
      </div>
      {!vehicle && <p className="text-sm text-slate-600">{t('offers.pickVehicle')}</p>}
      <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()}>
        <OfferTable
          offers={rows}
          oneVehicle={vehicle !== null}
          caption={t('offers.heading')}
          rowClass={(o) => (grouped && followers.has(o.id) ? 'bg-slate-50 text-slate-600' : '')}
          amountNote={(o) => {
            const more = grouped ? (others.get(o.id)?.length ?? 0) : 0;
            if (!more) return null;
            const shown = open.includes(o.id);
            return (
              <button type="button" aria-expanded={shown} onClick={() => setOpen((x) => (shown ? x.filter((id) => id !== o.id) : [...x, o.id]))}
                className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 hover:bg-slate-200">
                {t(shown ? 'offers.hideRepeats' : 'offers.showRepeats', { count: more, n: formatNumber(more, lang) })}
              </button>
            );
          }}
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
            phone: isDeletedPhone(pending.offer.phone) ? t('offers.deletedAccount') : toLocalDigits(pending.offer.phone, lang),
            vehicle: pick(pending.offer.vehicle, pending.offer.vehicle_bn, lang),
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
