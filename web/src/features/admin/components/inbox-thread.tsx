import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '@/lib/api-errors';
import { formatDate, formatPrice } from '@/lib/format';
import { pick } from '@/lib/localized';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { AttachButton, AttachedPhotos } from '@/components/attached-photos';
import { MessagePhotos } from '@/components/message-photos';
import { markOf } from '@/lib/message-marks';
import { usePhotoAttach } from '@/lib/photo-attach';
import { answer, assign, resolve, staffConversationQuery, staffMessages, staffRead } from '../api/conversations';
import { useAdminAttachLabels, useAdminPhotoLabels } from '../lib/photo-labels';
import { quickRepliesQuery } from '../api/conversation-desk';
import { HeldMark, PublishAnswer, QuickReplyPicker, quickReplyShortcut } from './inbox-desk';
import { adminKeys } from '../api/keys';
import { can } from '../lib/roles';
import { useAdminT } from '../lib/use-admin-t';
import { ForwardButton } from './forward-button';

/** newKey is one Idempotency-Key per answer, kept across its retries. */
function newKey(): string {
  return crypto.randomUUID();
}

/**
 * InboxThread is one conversation as staff answer it: the vehicle, the
 * messages oldest first with their photos (the dealer's with the buyer's
 * delivered/read mark), the answer box with photos, assign to me and
 * resolve. Opening it reads it for the team; new messages arrive through
 * the inbox's stream (the page invalidates the 'admin' conversation keys).
 */
export function InboxThread({ id }: { id: number }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { user } = useSession();
  const qc = useQueryClient();
  const conv = useQuery(staffConversationQuery(id));
  const thread = useInfiniteQuery({
    queryKey: [...adminKeys.conversation(id), 'messages'],
    queryFn: ({ pageParam, signal }) => staffMessages(id, pageParam || undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_cursor || undefined,
    staleTime: 0,
  });
  const [text, setText] = useState('');
  const replies = useQuery(quickRepliesQuery());
  const key = useRef(newKey());
  const base = `/admin/conversations/${id}`;
  const photos = usePhotoAttach(base);
  const attachLabels = useAdminAttachLabels();
  const photoLabels = useAdminPhotoLabels();
  const refresh = () => void qc.invalidateQueries({ queryKey: adminKeys.all });
  const send = useMutation({
    mutationFn: (out: { text: string; photoIds: number[] }) => answer(id, out.text, out.photoIds, key.current),
    onSuccess: () => {
      setText('');
      photos.clear();
      key.current = newKey();
      refresh();
    },
  });
  const change = useMutation({ mutationFn: (fn: () => Promise<unknown>) => fn(), onSuccess: refresh });

  const unread = conv.data?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void staffRead(id).then(() => qc.invalidateQueries({ queryKey: adminKeys.all }), () => undefined);
  }, [unread, id, qc]);

  if (conv.error) return <p role="alert">{errorText(conv.error, t('common.networkError'))}</p>;
  const c = conv.data;
  if (!c) return <div className="h-40 animate-pulse rounded-lg bg-white" aria-hidden="true" />;
  const messages = (thread.data?.pages ?? []).flatMap((p) => p.messages).reverse();
  const mine = c.assignee_id === user?.id;
  // A seller's review thread: their side is the seller's; an editor reads
  // and answers it but does not assign, resolve or forward (the server's rule).
  const review = c.kind === 'review';
  const answersBuyers = can(user?.role, 'conversations');

  const waiting = photos.list.length > 0 && photos.ids === null;
  const empty = !text.trim() && photos.list.length === 0;
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!empty && !waiting) send.mutate({ text, photoIds: photos.ids ?? [] });
  }

  return (
    <section aria-label={t('inbox.title')} className="flex flex-col gap-3 rounded-lg bg-white p-4" data-testid="inbox-thread">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">
            {c.vehicle ? pick(c.vehicle.title, c.vehicle.title_bn, lang) : t('inbox.support')}
          </h2>
          <p className="text-sm text-slate-600">
            {review ? t('reviewThread.seller') : t('inbox.buyer')}:{' '}
            <span data-testid="thread-buyer">{c.buyer_deleted ? t('inbox.deletedUser') : c.buyer_name || `#${c.buyer_id}`}</span>
            {c.vehicle && ` · ${formatPrice(c.vehicle.cash_price, lang)}`} · {c.status === 'resolved' ? t('inbox.resolved') : t('inbox.open')}
          </p>
        </div>
        <div className={`flex gap-2 ${answersBuyers ? '' : 'hidden'}`}>
          <button
            type="button"
            onClick={() => change.mutate(() => assign(id, mine ? null : (user?.id ?? null)))}
            className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
          >
            {mine ? t('inbox.unassign') : t('inbox.assignMe')}
          </button>
          {c.status === 'open' && (
            <button
              type="button"
              onClick={() => change.mutate(() => resolve(id))}
              className="rounded bg-slate-800 px-3 py-1.5 text-sm text-white hover:bg-slate-900"
            >
              {t('inbox.resolve')}
            </button>
          )}
        </div>
      </div>
      {thread.hasNextPage && (
        <button type="button" onClick={() => void thread.fetchNextPage()} className="self-center text-sm underline">
          {t('inbox.older')}
        </button>
      )}
      <ol className="space-y-2" aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={`flex ${m.side === 'staff' ? 'justify-end' : 'justify-start'}`} data-testid="staff-message">
            <div className={`max-w-[85%] rounded-xl px-3 py-2 ${m.side === 'staff' ? 'bg-emerald-800 text-white' : 'bg-slate-100 text-slate-900'}`}>
              <p className="text-xs font-semibold opacity-80">
                {m.forwarded
                  ? t('reviewThread.forwardedMark')
                  : m.side === 'staff'
                    ? t('inbox.dealer')
                    : c.buyer_deleted
                      ? t('inbox.deletedUser')
                      : review
                        ? t('reviewThread.seller')
                        : t('inbox.buyer')}
              </p>
              {m.text && <p className="whitespace-pre-wrap break-words">{m.text}</p>}
              {m.photos && <MessagePhotos base={base} photos={m.photos} labels={photoLabels} />}
              {m.side === 'buyer' && !review && c.vehicle?.private_seller && answersBuyers && <ForwardButton conversationId={id} messageId={m.id} />}
              <HeldMark conversation={id} message={m} />
              <p className="text-right text-xs opacity-70">
                {formatDate(m.created_at, lang)}
                {m.side === 'staff' && <StaffMark mark={markOf(m, c)} />}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {c.buyer_deleted ? (
        // The buyer left: the thread is read, not answered (the server refuses too).
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700" data-testid="buyer-deleted-note">
          {t('inbox.buyerDeletedNote')}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-2">
          <QuickReplyPicker onPick={setText} />
          <label className="block text-sm font-medium">
            {t('inbox.reply')}
            <textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                // "/N" then Tab puts the owner's N-th quick reply in the box.
                const r = e.key === 'Tab' ? quickReplyShortcut(text, replies.data ?? [], lang) : null;
                if (r !== null) {
                  e.preventDefault();
                  setText(r);
                }
              }}
              rows={3}
              maxLength={2000}
              className="mt-1 block w-full rounded border border-slate-300 px-3 py-2"
            />
          </label>
          <AttachedPhotos list={photos.list} refused={photos.refused} labels={attachLabels} onRetry={photos.retry} onRemove={photos.remove} />
          {send.error && <p role="alert" className="text-sm text-rose-800">{errorText(send.error, t('inbox.failed'))}</p>}
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="submit"
              disabled={empty || waiting || send.isPending}
              className="rounded bg-emerald-800 px-4 py-2 font-medium text-white hover:bg-emerald-900 disabled:opacity-50"
            >
              {photos.list.some((a) => a.state === 'uploading') ? t('inbox.photos.waiting') : t('inbox.send')}
            </button>
            <AttachButton count={photos.list.length} onPick={photos.add} labels={attachLabels} />
          </div>
        </form>
      )}
      {/* Only a buyer's question is published: a seller's review thread is their own talk with staff (the server refuses it too). */}
      {c.vehicle && !review && <PublishAnswer id={id} messages={messages} />}
    </section>
  );
}

/** StaffMark is the buyer's mark on a dealer's message, in words (any staff member's message: the team is one side). */
function StaffMark({ mark }: { mark: ReturnType<typeof markOf> }) {
  const { t } = useAdminT();
  if (mark === 'held') return null;
  return (
    <span data-testid="staff-mark" data-mark={mark}>
      {' · '}
      <span aria-hidden="true" className={mark === 'read' ? 'font-bold text-sky-200' : ''}>
        {mark === 'sent' ? '✓' : '✓✓'}{' '}
      </span>
      {t(`inbox.${mark}`)}
    </span>
  );
}
