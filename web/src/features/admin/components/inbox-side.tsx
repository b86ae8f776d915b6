import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '@/lib/api-errors';
import { formatDate, formatPrice } from '@/lib/format';
import { pick } from '@/lib/localized';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { block, buyerContextQuery, closeReports, readersQuery, unblock } from '../api/conversation-desk';
import { staffConversationQuery } from '../api/conversations';
import { adminKeys } from '../api/keys';
import { readerLine } from '../lib/display';
import { can } from '../lib/roles';
import { useAdminT } from '../lib/use-admin-t';

/**
 * ThreadSide is what the inbox shows beside a thread (issue 48): the conversation's open reports, the buyer's
 * other conversations and offers, block or unblock, and for the owner who read the thread.
 */
export function ThreadSide({ id }: { id: number }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { user } = useSession();
  const qc = useQueryClient();
  const ctx = useQuery(buyerContextQuery(id));
  // The thread's own query (cached): a buyer who deleted their account
  // cannot write any more, so there is nobody to block.
  const gone = useQuery(staffConversationQuery(id)).data?.buyer_deleted === true;
  const readers = useQuery({ ...readersQuery(id), enabled: can(user?.role, 'audit') });
  const [reason, setReason] = useState('');
  const refresh = () => void qc.invalidateQueries({ queryKey: adminKeys.all });
  const change = useMutation({ mutationFn: (fn: () => Promise<unknown>) => fn(), onSuccess: refresh });
  const b = ctx.data;
  if (!b) return <div className="h-40 animate-pulse rounded-lg bg-white" aria-hidden="true" />;

  return (
    <aside aria-label={t('desk.side')} className="space-y-3 text-sm" data-testid="thread-side">
      {b.reports.length > 0 && (
        <section className="rounded-lg border border-rose-300 bg-rose-50 p-3" data-testid="thread-reports">
          <h3 className="font-semibold text-rose-900">{t('desk.reports', { count: b.reports.length })}</h3>
          <ul className="mt-1 space-y-1">
            {b.reports.map((r) => (
              <li key={r.id}>
                <span className="text-xs text-slate-600">{formatDate(r.created_at, lang)}</span> {r.reason}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => change.mutate(() => closeReports(id))} className="mt-2 underline">
            {t('desk.closeReports')}
          </button>
        </section>
      )}
      <section className="rounded-lg bg-white p-3">
        <h3 className="font-semibold">{t('desk.otherConversations')}</h3>
        {b.conversations.length === 0 && <p className="text-slate-600">{t('desk.none')}</p>}
        <ul className="mt-1 space-y-1">
          {b.conversations.map((c) => (
            <li key={c.id}>
              <Link to={`/admin/inbox/${c.id}`} className="text-emerald-800 underline-offset-2 hover:underline">
                {c.vehicle ? pick(c.vehicle.title, c.vehicle.title_bn, lang) : t('inbox.support')}
              </Link>
              <span className="text-xs text-slate-500"> · {formatDate(c.updated_at, lang)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-lg bg-white p-3">
        <h3 className="font-semibold">{t('desk.offers')}</h3>
        {b.offers.length === 0 && <p className="text-slate-600">{t('desk.none')}</p>}
        <ul className="mt-1 space-y-1">
          {b.offers.map((o) => (
            <li key={o.id}>
              {pick(o.title, o.title_bn, lang)} · <span className="font-semibold">{formatPrice(o.offer_amount, lang)}</span>
              <span className="text-xs text-slate-500"> · {o.status}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={`rounded-lg bg-white p-3 ${gone ? 'hidden' : ''}`}>
        {b.blocked ? (
          <>
            <p className="font-semibold text-rose-800">{t('desk.blocked')}</p>
            <button type="button" onClick={() => change.mutate(() => unblock(id))} className="mt-1 underline">
              {t('desk.unblock')}
            </button>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              change.mutate(() => block(id, reason));
            }}
            className="space-y-1"
          >
            <label className="block">
              {t('desk.blockReason')}
              <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className="mt-1 block w-full rounded border border-slate-300 px-2 py-1" />
            </label>
            <button type="submit" className="rounded border border-rose-300 px-3 py-1 text-rose-800">
              {t('desk.block')}
            </button>
          </form>
        )}
        {change.error && (
          <p role="alert" className="mt-1 text-rose-800">
            {errorText(change.error, t('inbox.failed'))}
          </p>
        )}
      </section>
      {readers.data && (
        <section className="rounded-lg bg-white p-3" data-testid="thread-readers">
          <h3 className="font-semibold">{t('desk.readers')}</h3>
          <ul className="mt-1 space-y-0.5 text-xs">
            {readers.data.slice(0, 10).map((r, i) => (
              <li key={i}>
                {readerLine(r, t(`roles.${r.role}`, { defaultValue: r.role }), lang)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
