import { useRef, useState } from 'react';
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
  // One key for this question, kept across its retries.
  const key = useRef(newKey());

  if (slug && isPending) return <PageLoader />;
  if (slug && (error || !data)) return <Navigate to="/all-vehicles" replace />;
  const v = data?.product;
  const here = slug ? `/ask/${slug}` : '/ask';

  async function send({ text }: Outgoing): Promise<boolean> {
    if (!user) {
      keepDraft(slug, text);
      navigate('/login', { state: { from: here } });
      return false;
    }
    setBusy(true);
    setFailure('');
    try {
      const posted = await ask(v?.id ?? null, text, key.current);
      keepDraft(slug, '');
      void qc.invalidateQueries({ queryKey: conversationsKey(user.id) });
      navigate(`/account/messages/${posted.conversation.id}`);
      return true;
    } catch (err) {
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
