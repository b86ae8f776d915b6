import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useSession } from '@/lib/session';
import { useAdminVehicles } from '../api/get-vehicles';
import type { AdminVehicleRow } from '../api/types';
import { DataTable, type Columns } from '../components/data-table';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { StatusBadge } from '../components/status-badge';
import { can } from '../lib/roles';
import { useAdminT } from '../lib/use-admin-t';

const STATUSES = ['', 'draft', 'in_review', 'changes_requested', 'published', 'sold', 'archived', 'withdrawn'] as const;

/** VehiclesPage lists every vehicle with search and a status filter; the URL keeps them. */
export default function VehiclesPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [draft, setDraft] = useState(query);
  const q = useAdminVehicles(query, status, page);
  const set = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
  };
  const columns: Columns<AdminVehicleRow> = [
    {
      id: 'photo',
      header: () => <span className="sr-only">{t('vehicles.photo')}</span>,
      cell: ({ row }) =>
        row.original.cover ? (
          <img src={row.original.cover} alt="" width={56} height={42} className="h-[42px] w-14 rounded object-cover" loading="lazy" />
        ) : (
          <span className="block h-[42px] w-14 rounded bg-slate-200" />
        ),
    },
    {
      id: 'title',
      header: t('vehicles.title'),
      cell: ({ row }) => (
        <Link to={`/admin/vehicles/${row.original.id}`} className="font-medium text-emerald-900 hover:underline">
          {lang === 'bn' && row.original.title_bn ? row.original.title_bn : row.original.title}
        </Link>
      ),
    },
    { id: 'id', header: '#', cell: ({ row }) => <span className="tabular-nums text-slate-500">{formatNumber(row.original.id, lang)}</span> },
    { id: 'brand', header: t('vehicles.brand'), cell: ({ row }) => `${row.original.brand} · ${row.original.type}` },
    { id: 'cash', header: t('vehicles.cash'), cell: ({ row }) => <span className="tabular-nums">{formatPrice(row.original.cash_price, lang)}</span> },
    { id: 'bids', header: t('vehicles.bids'), cell: ({ row }) => (
      <Link to={`/admin/offers?vehicle=${row.original.id}`} className="tabular-nums hover:underline">{formatNumber(row.original.total_bid, lang)}</Link>
    ) },
    { id: 'ends', header: t('vehicles.ends'), cell: ({ row }) => formatDate(row.original.offer_ends_at, lang) },
    { id: 'status', header: t('vehicles.status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  ];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('vehicles.heading')}</h1>
        {can(user?.role, 'catalog:write') && (
          <Link to="/admin/vehicles/new" className="rounded bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900">
            {t('vehicles.new')}
          </Link>
        )}
      </div>
      <form
        role="search"
        className="flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          set({ query: draft.trim(), page: '' });
        }}
      >
        <label className="sr-only" htmlFor="vehicle-search">{t('vehicles.search')}</label>
        <input
          id="vehicle-search"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('vehicles.searchHint')}
          className="min-w-56 flex-1 rounded border border-slate-300 px-3 py-1.5 text-sm"
        />
        <label className="sr-only" htmlFor="vehicle-status">{t('vehicles.status')}</label>
        <select
          id="vehicle-status"
          value={status}
          onChange={(e) => set({ status: e.target.value, page: '' })}
          className="rounded border border-slate-300 px-2 py-1.5 text-sm"
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s ? t(`status.${s}`) : t('vehicles.allStatuses')}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
          {t('vehicles.searchButton')}
        </button>
      </form>
      <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()}>
        {q.data && (
          <>
            <p className="text-sm text-slate-600">{t('vehicles.found', { count: q.data.pagination.total, n: formatNumber(q.data.pagination.total, lang) })}</p>
            <DataTable columns={columns} data={q.data.vehicles} caption={t('vehicles.heading')} rowKey={(v) => v.id} empty={t('vehicles.none')} />
            <Pager p={q.data.pagination} onPage={(n) => set({ page: String(n) })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
