import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeftIcon } from '@/components/icons';
import { PageTitle } from '@/components/page-title';
import { ApiError } from '@/lib/api-client';
import { conversationsKey } from '@/lib/conversations';
import { pick } from '@/lib/localized';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { useUserEvents } from '@/lib/user-events';
import { conversationKey, conversationQuery, getMessages, markRead, newKey, sendMessage, threadKey } from '../api/conversations';
import { Composer, type Outgoing } from '../components/composer';
import { ReportConversation } from '../components/report-conversation';
import { MessageBubble } from '../components/message-bubble';
import { PinnedVehicle } from '../components/pinned-vehicle';
import { ReviewActions } from '../components/review-actions';
import { useMessagesT } from '../lib/i18n';

/** Pending is a message typed here and not yet stored: sending, or failed (its photos uploaded, shown from their previews). */
interface Pending {
  key: string;
  text: string;
  photoIds: number[];
  previews: string[];
  state: 'sending' | 'failed';
}

/**
 * ThreadPage is one conversation (/account/messages/:id, issue 48): its
 * vehicle pinned at the top, the messages oldest first with older pages on
 * demand, the box at the bottom. New messages arrive live; what the page
 * shows is marked read. A message that could not be sent stays in the
 * thread marked "not sent — retry", with its Idempotency-Key, so a retry
 * never sends it twice.
 */
export default function ThreadPage() {
  const { t } = useMessagesT();
  const lang = useLanguage();
  const id = Number(useParams().id);
  const { user } = useSession();
  const qc = useQueryClient();
  const conv = useQuery(conversationQuery(user?.id, id));
  const thread = useInfiniteQuery({
    queryKey: threadKey(user?.id, id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam || undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_cursor || undefined,
    staleTime: 0,
  });
  const [pending, setPending] = useState<Pending[]>([]);
  const base = `/conversations/${id}`;
  const bottom = useRef<HTMLDivElement>(null);

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: conversationKey(user?.id, id) });
    void qc.invalidateQueries({ queryKey: conversationsKey(user?.id) });
  };
  useUserEvents(user?.id, (e) => {
    if (e.name === 'ready' || e.data.conversation_id === id) {
      // A mark moved (read, delivered): the conversation carries the marks;
      // the thread itself is the same.
      if (e.name !== 'read' && e.name !== 'delivered') void qc.invalidateQueries({ queryKey: threadKey(user?.id, id) });
      refresh();
    }
  });

  // What the page shows is read: mark it when an answer is unread.
  const unread = conv.data?.unread ?? 0;
  const userId = user?.id;
  useEffect(() => {
    if (unread > 0 && document.visibilityState === 'visible') {
      void markRead(id).then(() => {
        void qc.invalidateQueries({ queryKey: conversationKey(userId, id) });
        void qc.invalidateQueries({ queryKey: conversationsKey(userId) });
      }, () => undefined);
    }
  }, [unread, id, qc, userId]);

  const messages = (thread.data?.pages ?? []).flatMap((p) => p.messages).reverse();
  const count = messages.length + pending.length;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  async function deliver(p: Pending): Promise<boolean> {
    setPending((list) => [...list.filter((x) => x.key !== p.key), { ...p, state: 'sending' }]);
    try {
      await sendMessage(id, p.text, p.photoIds, p.key);
      await qc.invalidateQueries({ queryKey: threadKey(user?.id, id) });
      setPending((list) => list.filter((x) => x.key !== p.key));
      refresh();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429) {
        setPending((list) => list.filter((x) => x.key !== p.key));
        throw err;
      }
      setPending((list) => list.map((x) => (x.key === p.key ? { ...x, state: 'failed' } : x)));
      return true; // the text lives on in the thread, marked not sent
    }
  }

  const [refused, setRefused] = useState('');
  async function send({ text, photoIds, previews }: Outgoing): Promise<boolean> {
    setRefused('');
    try {
      return await deliver({ key: newKey(), text, photoIds, previews, state: 'sending' });
    } catch (err) {
      setRefused(err instanceof ApiError ? err.message : t('notSent'));
      return false; // refused as written: the text stays in the box
    }
  }

  if (conv.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {conv.error instanceof ApiError && conv.error.status === 404 ? t('notFound') : t('failed')}
      </p>
    );
  }
  const c = conv.data;
  const title = c?.vehicle
    ? pick(c.vehicle.title, c.vehicle.title_bn, lang)
    : c?.kind === 'review'
      ? t('review.label')
      : t('support');
  return (
    <div className="flex flex-col gap-3">
      <PageTitle title={`${title} · ${t('title')}`} />
      <Link to="/account/messages" className="inline-flex items-center gap-1 self-start text-sm font-medium text-emerald-900 hover:underline">
        <ChevronLeftIcon size={18} />
        {t('back')}
      </Link>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {c?.vehicle && (
        <div className="sticky top-36 z-10">
          <PinnedVehicle
            slug={c.vehicle.slug}
            title={c.vehicle.title}
            titleBn={c.vehicle.title_bn}
            image={c.vehicle.image}
            cashPrice={c.vehicle.cash_price}
            to={c.kind === 'review' ? '/account/my-vehicles' : undefined}
          />
        </div>
      )}
      {c?.kind === 'review' && <ReviewActions conversation={c} onChanged={refresh} />}
      {thread.hasNextPage && (
        <button
          type="button"
          onClick={() => void thread.fetchNextPage()}
          disabled={thread.isFetchingNextPage}
          className="self-center rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium hover:bg-slate-50"
        >
          {t('older')}
        </button>
      )}
      <ol className="space-y-2" aria-live="polite" data-testid="thread">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} marks={c} base={base} />
        ))}
        {pending.map((p) => (
          <MessageBubble key={p.key} message={{ side: 'buyer', text: p.text }} base={base} previews={p.previews} state={p.state} onRetry={() => void deliver(p)} />
        ))}
      </ol>
      <div ref={bottom} />
      <Composer onSend={send} label={t('write')} busy={false} attach={base} />
      {refused && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refused}
        </p>
      )}
      {c && <ReportConversation id={c.id} />}
    </div>
  );
}
