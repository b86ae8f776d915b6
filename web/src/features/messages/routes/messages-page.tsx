import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChatIcon } from '@/components/icons';
import { PageTitle } from '@/components/page-title';
import type { MyConversationsResponse } from '@/lib/api-types';
import { conversationsKey, conversationsQuery } from '@/lib/conversations';
import { formatDate, toLocalDigits } from '@/lib/format';
import { pick } from '@/lib/localized';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { setMessageSMS } from '../api/conversations';
import { useMessagesT } from '../lib/i18n';

/**
 * MessagesPage is the buyer's inbox (/account/messages, issue 48): each
 * conversation with its vehicle, last message and unread answers, latest
 * first; kept current by the user's event stream (useUnreadMessages in the
 * header reads the same list). The switch turns the answer SMS off.
 */
export default function MessagesPage() {
  const { t } = useMessagesT();
  const lang = useLanguage();
  const { user } = useSession();
  const qc = useQueryClient();
  const list = useQuery(conversationsQuery(user?.id));
  const sms = useMutation({
    mutationFn: setMessageSMS,
    onSuccess: (d) =>
      qc.setQueryData<MyConversationsResponse>(conversationsKey(user?.id), (old) => (old ? { ...old, message_sms: d.message_sms } : old)),
  });
  const conversations = list.data?.conversations ?? [];
  const smsOn = sms.isPending ? sms.variables : (list.data?.message_sms ?? true);

  return (
    <div className="space-y-4">
      <PageTitle title={t('title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">{t('title')}</h2>
          <p className="text-sm text-slate-600">{t('intro')}</p>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={smsOn}
            disabled={!list.data || sms.isPending}
            onChange={(e) => sms.mutate(e.target.checked)}
            className="h-4 w-4 accent-emerald-800"
          />
          {t('sms')}
        </label>
      </div>
      {list.isPending && <div className="h-24 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />}
      {list.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {t('failed')}
        </p>
      )}
      {list.data && conversations.length === 0 && <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">{t('empty')}</p>}
      <ul className="space-y-2" data-testid="conversations">
        {conversations.map((c) => (
          <li key={c.id}>
            <Link
              to={`/account/messages/${c.id}`}
              className={`flex items-center gap-3 rounded-xl border bg-white p-3 hover:border-emerald-700 ${c.unread ? 'border-emerald-700' : 'border-slate-200'}`}
            >
              {c.vehicle?.image ? (
                <img src={c.vehicle.image} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded-md bg-slate-100 object-cover" />
              ) : (
                <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-emerald-50 text-emerald-800" aria-hidden="true">
                  <ChatIcon size={22} />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold text-slate-900">
                    {c.kind === 'review' && <span className="mr-1 text-xs font-semibold text-amber-800">{t('review.label')} ·</span>}
                    {c.vehicle ? pick(c.vehicle.title, c.vehicle.title_bn, lang) : c.kind === 'review' ? t('review.gone') : t('support')}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">{formatDate(c.updated_at, lang)}</span>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-slate-600">
                    {c.last_message && `${c.last_message.side === 'buyer' ? t('you') : t('dealer')}: ${c.last_message.text || t('photos.only')}`}
                  </span>
                  {c.unread > 0 && (
                    <span className="shrink-0 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white" data-testid="unread">
                      {toLocalDigits(t('unread', { count: c.unread }), lang)}
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
