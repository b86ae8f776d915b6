import { Link } from 'react-router';
import { formatDate, formatPrice, toLocalDigits } from '@/lib/format';
import { pick } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import type { AdminOffer } from '../api/types';
import { isDeletedPhone } from '../lib/display';
import { useAdminT } from '../lib/use-admin-t';
import { DataTable, type Columns } from './data-table';
import { StatusBadge } from './status-badge';

interface OfferTableProps {
  offers: AdminOffer[];
  caption: string;
  /** The desk's buttons per row. */
  actions?: (o: AdminOffer) => React.ReactNode;
  /** Shown under an offer's amount: a buyer's repeat offers. */
  amountNote?: (o: AdminOffer) => React.ReactNode;
  rowClass?: (o: AdminOffer) => string;
  /** One vehicle's offers: its column would repeat its title on every row (and push the bidder off a phone's screen). */
  oneVehicle?: boolean;
}

/** OfferTable lists offers, the bidder's name beside their phone, the vehicle named in the back office's language. */
export function OfferTable({ offers, caption, actions, amountNote, rowClass, oneVehicle }: OfferTableProps) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const columns: Columns<AdminOffer> = [
    { id: 'vehicle', header: t('offers.vehicle'), cell: ({ row }) => (
      <Link className="text-emerald-800 hover:underline" to={`/admin/offers?vehicle=${row.original.vehicle_id}`}>{pick(row.original.vehicle, row.original.vehicle_bn, lang)}</Link>
    ) },
    { id: 'amount', header: t('offers.amount'), cell: ({ row }) => (
      <>
        <span className="font-medium tabular-nums">{formatPrice(row.original.offer_amount, lang)}</span>
        {amountNote?.(row.original)}
      </>
    ) },
    { id: 'option', header: t('offers.option'), cell: ({ row }) => t(`offers.${row.original.offer_for}`) },
    { id: 'bidder', header: t('offers.bidder'), cell: ({ row }) =>
      // A deleted account's offers keep only the tombstone deleted:<id>: no name, no number to call.
      isDeletedPhone(row.original.phone) ? (
        <span className="italic text-slate-500" data-testid="deleted-bidder">{t('offers.deletedAccount')}</span>
      ) : (
        <span className="flex flex-col leading-tight">
          <span>{row.original.user_name || (row.original.user_id ? t('offers.noName') : t('offers.noAccount'))}</span>
          <a className="text-xs tabular-nums text-slate-600 hover:underline" href={`tel:${row.original.phone}`}>{toLocalDigits(row.original.phone, lang)}</a>
        </span>
      ) },
    { id: 'time', header: t('offers.time'), cell: ({ row }) => formatDate(row.original.created_at, lang) },
    { id: 'ends', header: t('offers.ends'), cell: ({ row }) => formatDate(row.original.offer_ends_at, lang) },
    { id: 'status', header: t('offers.status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  ];
  if (oneVehicle) columns.shift();
  if (actions) columns.push({ id: 'actions', header: t('offers.actions'), cell: ({ row }) => actions(row.original) });
  return (
    <DataTable columns={columns} data={offers} caption={caption} rowKey={(o) => o.id} empty={t('offers.none')} rowClass={rowClass} pinLast={!!actions} />
  );
}
