import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { ApiError } from '@/lib/api-client';
import { conversationsKey } from '@/lib/conversations';
import { useSession } from '@/lib/session';
import { vehicleQuery } from '@/lib/vehicle-detail';
import { ask, newKey } from '../api/conversations';
import { Composer, type Outgoing } from '../components/composer';
import { PinnedVehicle } from '../components/pinned-vehicle';
import { useMessagesT } from '../lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { pick } from '@/lib/localized';

/** draftKey is where a signed-out visitor's question waits while they sign in ('' is support). */
const draftKey = (slug: string) => `garihaat.askDraft.${slug || 'support'}`;

function readDraft(slug: string): string {
  try {
    return sessionStorage.getItem(draftKey(slug)) ?? '';
  } catch {
    return '';
  }
}

function keepDraft(slug: string, text: string) {
  try {
    if (text) sessionStorage.setItem(draftKey(slug), text);
    else sessionStorage.removeItem(draftKey(slug));
  } catch {
    // private mode: the text stays only in the box
  }
}

/** sendKey is where a question waits to be sent once its writer has signed in. */
const sendKey = (slug: string) => `garihaat.askSend.${slug || 'support'}`;

/** A question to send on return from sign-in, with its Idempotency-Key. */
interface PendingSend {
  text: string;
  key: string;
}

function readPendingSend(slug: string): PendingSend | null {
  try {
    const p: unknown = JSON.parse(sessionStorage.getItem(sendKey(slug)) ?? 'null');
    if (p && typeof p === 'object' && typeof (p as PendingSend).text === 'string' && typeof (p as PendingSend).key === 'string') return p as PendingSend;
  } catch {
    // unreadable: nothing to send
  }
  return null;
}

function keepPendingSend(slug: string, p: PendingSend | null) {
  try {
    if (p) sessionStorage.setItem(sendKey(slug), JSON.stringify(p));
    else sessionStorage.removeItem(sendKey(slug));
  } catch {
    // private mode: the text waits in the box, to be sent by hand
  }
}

// The keys being sent now: the effect that sends on return runs twice in
// development (StrictMode), and a question must go once.
const sending = new Set<string>();

/**
 * AskPage is "Ask a question" about a vehicle (/ask/<slug>, issue 48): the
 * vehicle pinned above the box; without a vehicle (/ask, "Contact
 * support") it writes to support. A signed-out visitor's text is kept
 * while they sign in, and they come back here with it; a signed-in buyer's
 * question opens (or adds to) their conversation about it.
 */
export default function AskPage() {
  const { t } = useMessagesT();
  const lang = useLanguage();
  const slug = useParams().productSlug ?? '';
  const { user } = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data, isPending, error } = useQuery({ ...vehicleQuery(slug), enabled: slug !== '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  // One key for this question, kept across its retries and across the
  // sign-in it waited for (so a reload while it is sent sends it once).
  const key = useRef(readPendingSend(slug)?.key ?? newKey());
  const v = data?.product;
  const here = slug ? `/ask/${slug}` : '/ask';

  // "Sign in and send" finishes on return (issue 50): the question kept
  // for it goes once, under the key it was given before sign-in; the
  // server answers a repeat of that key with the same conversation.
  const vehicleId = v?.id ?? null;
  const ready = !slug || vehicleId !== null;
  useEffect(() => {
    if (!user || !ready) return;
    const pending = readPendingSend(slug);
    if (!pending || sending.has(pending.key)) return;
    sending.add(pending.key);
    key.current = pending.key;
    void send({ text: pending.text }, true).finally(() => sending.delete(pending.key));
    // send reads the vehicle and user of this render; it runs once per pending question
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, ready, slug]);

  if (slug && isPending) return <PageLoader />;
  if (slug && (error || !data)) return <Navigate to="/all-vehicles" replace />;

  async function send({ text }: Pick<Outgoing, 'text'>, onReturn = false): Promise<boolean> {
    if (!user) {
      keepDraft(slug, text);
      keepPendingSend(slug, { text, key: key.current });
      navigate('/login', { state: { from: here } });
      return false;
    }
    setBusy(true);
    setFailure('');
    try {
      const posted = await ask(vehicleId, text, key.current);
      keepDraft(slug, '');
      keepPendingSend(slug, null);
      void qc.invalidateQueries({ queryKey: conversationsKey(user.id) });
      // Sent on return: the ask page is not a step to come back to.
      navigate(`/account/messages/${posted.conversation.id}`, { replace: onReturn });
      return true;
    } catch (err) {
      // Not sent: the text stays in the box for the buyer to send (with
      // the same key); it is not tried again by itself.
      keepPendingSend(slug, null);
      setFailure(err instanceof ApiError && err.status > 0 ? err.message : t('notSent'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const draft = readDraft(slug);
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 pb-24 pt-6 lg:pb-12">
      <PageTitle title={v ? t('ask.title') : t('ask.supportTitle')} />
      <h1 className="text-2xl font-semibold text-slate-900">{v ? t('ask.title') : t('ask.supportTitle')}</h1>
      <p className="text-sm text-slate-600">{v ? t('ask.about') : t('ask.supportAbout')}</p>
      {v && (
        <PinnedVehicle
          slug={v.product_slug}
          title={v.title}
          titleBn={v.bn_translation?.title ?? ''}
          image={v.images?.[0] ?? ''}
          cashPrice={v.cash_price}
        />
      )}
      {!user && draft && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('ask.kept')}
        </p>
      )}
      <Composer
        initial={draft}
        onChange={(text) => !user && keepDraft(slug, text)}
        onSend={send}
        busy={busy}
        label={v ? `${t('write')}: ${pick(v.title, v.bn_translation?.title, lang)}` : t('write')}
        placeholder={t('ask.placeholder')}
        submitLabel={user ? t('send') : t('ask.signIn')}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('ask.hint')}</p>
    </div>
  );
}
