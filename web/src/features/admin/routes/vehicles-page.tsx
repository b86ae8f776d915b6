import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useAdminVehicles, useMoveVehicles, type BulkAction, type VehicleListFilter } from '../api/get-vehicles';
import type { AdminVehicleRow } from '../api/types';
import { BulkBar } from '../components/bulk-bar';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable, type Columns } from '../components/data-table';
import { LookupFilterChip, LOOKUP_PARAMS } from '../components/lookup-filter-chip';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { StatusBadge } from '../components/status-badge';
import { errorText } from '@/lib/api-errors';
import { can } from '../lib/roles';
import { useAdminT } from '../lib/use-admin-t';
import { VEHICLE_STATES } from '@/lib/lifecycle';
import { useFilterParams } from '@/lib/filter-params';
import { nameIn } from '../lib/display';

const STATUSES = ['', ...VEHICLE_STATES] as const;
/** The columns the server sorts by; a column's id is its sort name. */
const SORTABLE = ['id', 'title', 'cash_price', 'total_bid', 'offer_ends_at', 'status'] as const;

const numberParam = (v: string | null) => (Number(v) > 0 ? Number(v) : null);

/**
 * VehiclesPage lists every vehicle with search, a status filter, sortable
 * columns and bulk moves of a selection; the address keeps the query.
 */
export default function VehiclesPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  // The rows carry English brand and type names; the lookups give the Bangla ones.
  const lookups = useFilterParams().data;
  const { user } = useSession();
  const writable = can(user?.role, 'catalog:write');
  const [params, setParams] = useSearchParams();
  const filter: VehicleListFilter = {
    query: params.get('query') ?? '',
    status: params.get('status') ?? '',
    page: Number(params.get('page') ?? 1) || 1,
    sort: params.get('sort') ?? '',
    dir: params.get('dir') === 'asc' ? 'asc' : '',
    brand: numberParam(params.get('brand')),
    type: numberParam(params.get('type')),
    attribute: numberParam(params.get('attribute')),
  };
  const [draft, setDraft] = useState(filter.query);
  const [selected, setSelected] = useState<number[]>([]);
  const [refused, setRefused] = useState<Record<string, string[]>>({});
  const [confirm, setConfirm] = useState<BulkAction | null>(null);
  const q = useAdminVehicles(filter);
  const move = useMoveVehicles();
  const rows = q.data?.vehicles ?? [];
  const set = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
    setSelected([]);
    setRefused({});
  };
  const sortBy = filter.sort || 'id';
  const onSort = (column: string) => {
    // A second click on the sorted column turns it; a new column starts descending.
    const dir = column === sortBy && filter.dir !== 'asc' ? 'asc' : '';
    set({ sort: column === 'id' ? '' : column, dir, page: '' });
  };
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const title = (r: AdminVehicleRow) => (lang === 'bn' && r.title_bn ? r.title_bn : r.title);

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
        <div>
          <Link to={`/admin/vehicles/${row.original.id}`} className="font-medium text-emerald-900 hover:underline">{title(row.original)}</Link>
          {refused[row.original.id] && <p className="max-w-xs whitespace-normal text-xs text-rose-800">{refused[row.original.id].join(' ')}</p>}
        </div>
      ),
    },
    { id: 'id', header: '#', cell: ({ row }) => <span className="tabular-nums text-slate-500">{formatNumber(row.original.id, lang)}</span> },
    { id: 'brand', header: t('vehicles.brand'), cell: ({ row }) => `${nameIn(lookups?.brands, row.original.brand, lang)} · ${nameIn(lookups?.types, row.original.type, lang)}` },
    { id: 'cash_price', header: t('vehicles.cash'), cell: ({ row }) => <span className="tabular-nums">{formatPrice(row.original.cash_price, lang)}</span> },
    { id: 'total_bid', header: t('vehicles.bids'), cell: ({ row }) => (
      <Link to={`/admin/offers?vehicle=${row.original.id}`} className="tabular-nums hover:underline">{formatNumber(row.original.total_bid, lang)}</Link>
    ) },
    { id: 'offer_ends_at', header: t('vehicles.ends'), cell: ({ row }) => formatDate(row.original.offer_ends_at, lang) },
    { id: 'status', header: t('vehicles.status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  ];
  if (writable) {
    columns.unshift({
      id: 'select',
      header: () => (
        <input type="checkbox" aria-label={t('vehicles.selectAll')} checked={allOnPage}
          onChange={() => setSelected(allOnPage ? [] : rows.map((r) => r.id))} className="h-4 w-4 accent-emerald-800" />
      ),
      cell: ({ row }) => (
        <input type="checkbox" aria-label={t('vehicles.select', { title: title(row.original) })} checked={selected.includes(row.original.id)}
          onChange={() => toggle(row.original.id)} className="h-4 w-4 accent-emerald-800" />
      ),
    });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('vehicles.heading')}</h1>
        {writable && (
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
        <input id="vehicle-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('vehicles.searchHint')}
          className="min-w-56 flex-1 rounded border border-slate-300 px-3 py-1.5 text-sm" />
        <label className="sr-only" htmlFor="vehicle-status">{t('vehicles.status')}</label>
        <select id="vehicle-status" value={filter.status} onChange={(e) => set({ status: e.target.value, page: '' })}
          className="rounded border border-slate-300 px-2 py-1.5 text-sm">
          {STATUSES.map((s) => (
            <option key={s} value={s}>{s ? t(`status.${s}`) : t('vehicles.allStatuses')}</option>
          ))}
        </select>
        <button type="submit" className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
          {t('vehicles.searchButton')}
        </button>
      </form>
      {LOOKUP_PARAMS.map((p) => filter[p] !== null && (
        <LookupFilterChip key={p} param={p} id={filter[p]} onClear={() => set({ [p]: '', page: '' })} />
      ))}
      {selected.length > 0 && (
        <BulkBar count={selected.length} busy={move.isPending} onAction={setConfirm} onClear={() => { setSelected([]); setRefused({}); }} />
      )}
      <QueryState isPending={q.isPending} error={q.error} retry={() => void q.refetch()}>
        {q.data && (
          <>
            <p className="text-sm text-slate-600">{t('vehicles.found', { count: q.data.pagination.total, n: formatNumber(q.data.pagination.total, lang) })}</p>
            <DataTable columns={columns} data={rows} caption={t('vehicles.heading')} rowKey={(v) => v.id} empty={t('vehicles.none')}
              rowClass={(v) => (refused[v.id] ? 'bg-rose-50' : selected.includes(v.id) ? 'bg-emerald-50' : '')}
              sort={{ by: sortBy, dir: filter.dir === 'asc' ? 'asc' : 'desc', columns: SORTABLE, onSort }} />
            <Pager p={q.data.pagination} onPage={(n) => set({ page: String(n) })} />
          </>
        )}
      </QueryState>
      {confirm && (
        <ConfirmDialog
          title={t(`vehicles.bulk.${confirm}.title`)}
          body={t(`vehicles.bulk.${confirm}.body`, { n: formatNumber(selected.length, lang) })}
          confirmLabel={t(`vehicles.bulk.${confirm}.do`)}
          danger={confirm === 'archive'}
          busy={move.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            move.mutate({ action: confirm, ids: selected }, {
              onSuccess: (res) => {
                notify('success', res.message);
                setSelected([]);
                setRefused({});
              },
              onError: (err) => {
                setRefused(err instanceof ApiError && err.status === 422 ? err.errors : {});
                notify('error', errorText(err, t('common.networkError')));
              },
              onSettled: () => setConfirm(null),
            })
          }
        />
      )}
    </div>
  );
}
