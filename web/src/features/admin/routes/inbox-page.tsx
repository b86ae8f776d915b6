import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, toLocalDigits } from '@/lib/format';
import { pick } from '@/lib/localized';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { useUserEvents } from '@/lib/user-events';
import { inboxQuery, type InboxFilter } from '../api/conversations';
import { adminKeys } from '../api/keys';
import { InboxThread } from '../components/inbox-thread';
import { ThreadSide } from '../components/inbox-side';
import { QueryState } from '../components/query-state';
import { useAdminT } from '../lib/use-admin-t';

const FILTERS = ['unread', 'mine', 'unassigned', 'held', 'reported'] as const;

/**
 * InboxPage is the staff inbox (/admin/inbox, issue 48): every buyer's
 * conversation, latest first, filtered by unread / mine / unassigned /
 * vehicle, and the chosen one beside the list. A staff member's own event
 * stream carries every conversation's messages, so the list and the open
 * thread move as buyers write.
 */
export default function InboxPage() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { user } = useSession();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = Number(useParams().id) || null;
  const filter: InboxFilter = {
    unread: params.get('unread') === '1',
    mine: params.get('mine') === '1',
    unassigned: params.get('unassigned') === '1',
    held: params.get('held') === '1',
    reported: params.get('reported') === '1',
    vehicle: Number(params.get('vehicle')) || null,
  };
  const list = useQuery(inboxQuery(filter));
  useUserEvents(user?.id, (e) => {
    if (e.name === 'message' || e.name === 'read' || e.name === 'ready') void qc.invalidateQueries({ queryKey: adminKeys.all });
    // A buyer's page received an answer: only that conversation's marks moved.
    else if (e.name === 'delivered') void qc.invalidateQueries({ queryKey: adminKeys.conversation(Number(e.data.conversation_id)), exact: true });
  });
  const toggle = (k: string) => {
    const p = new URLSearchParams(params);
    if (p.get(k) === '1') p.delete(k);
    else p.set(k, '1');
    setParams(p);
  };
  const query = params.toString() ? `?${params.toString()}` : '';

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('inbox.title')}</h1>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('inbox.title')}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter[f]}
            onClick={() => toggle(f)}
            className={`rounded-full border px-3 py-1 text-sm ${filter[f] ? 'border-emerald-800 bg-emerald-800 text-white' : 'border-slate-300 bg-white'}`}
          >
            {t(`inbox.${f}`)}
          </button>
        ))}
        <label className="flex items-center gap-1 text-sm">
          {t('inbox.vehicle')}
          <input
            inputMode="numeric"
            defaultValue={filter.vehicle ?? ''}
            onChange={(e) => {
              const p = new URLSearchParams(params);
              const v = e.target.value.replace(/\D/g, '');
              if (v) p.set('vehicle', v);
              else p.delete('vehicle');
              setParams(p);
            }}
            className="w-20 rounded border border-slate-300 px-2 py-1"
          />
        </label>
      </div>
      <div className="grid gap-4 lg:grid-cols-[22rem_minmax(0,1fr)] 2xl:grid-cols-[22rem_minmax(0,1fr)_18rem]">
        <QueryState isPending={list.isPending} error={list.error} retry={() => void list.refetch()}>
          <ul className="space-y-2" data-testid="inbox-list">
            {(list.data ?? []).length === 0 && <li className="rounded-lg bg-white p-4 text-slate-600">{t('inbox.empty')}</li>}
            {(list.data ?? []).map((c) => (
              <li key={c.id}>
                <Link
                  to={`/admin/inbox/${c.id}${query}`}
                  aria-current={c.id === selected ? 'page' : undefined}
                  className={`block rounded-lg border bg-white p-3 hover:border-emerald-700 ${c.id === selected ? 'border-emerald-800' : 'border-transparent'}`}
                >
                  <span className="flex justify-between gap-2">
                    <span className="truncate font-semibold">{c.vehicle ? pick(c.vehicle.title, c.vehicle.title_bn, lang) : t('inbox.support')}</span>
                    <span className="shrink-0 text-xs text-slate-500">{formatDate(c.updated_at, lang)}</span>
                  </span>
                  <span className="flex justify-between gap-2 text-sm text-slate-600">
                    <span className="truncate">{c.last_message && (c.last_message.text || t('inbox.photoOnly'))}</span>
                    {c.unread > 0 && (
                      <span className="shrink-0 rounded-full bg-rose-700 px-2 text-xs font-bold text-white">
                        {toLocalDigits(t('inbox.new', { count: c.unread }), lang)}
                      </span>
                    )}
                  </span>
                  <span className="text-xs text-slate-500">
                    {c.kind === 'review' && `${t('reviewThread.kind')} · `}
                    {c.buyer_deleted ? t('inbox.deletedUser') : c.buyer_name || `#${c.buyer_id}`} · {c.status === 'resolved' ? t('inbox.resolved') : t('inbox.open')}
                    {c.assignee_id ? ` · ${t('inbox.assigned')}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </QueryState>
        {selected ? <InboxThread key={selected} id={selected} /> : <p className="rounded-lg bg-white p-6 text-slate-600">{t('inbox.pick')}</p>}
        {selected && (
          <div className="lg:col-start-2 2xl:col-start-auto">
            <ThreadSide key={selected} id={selected} />
          </div>
        )}
      </div>
    </div>
  );
}
