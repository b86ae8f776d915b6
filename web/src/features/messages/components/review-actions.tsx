import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { Conversation } from '@/lib/api-types';
import { stateRules } from '@/lib/lifecycle';
import { notify } from '@/lib/toast';
import { useMessagesT } from '../lib/i18n';

/**
 * ReviewActions heads a seller's review thread (issue 48 item 3): the
 * listing and its state, and — when staff asked for changes — sending it
 * for review again from the thread, or changing it first. The listing is
 * not public while in review, so it links to the seller's own pages.
 */
export function ReviewActions({ conversation: c, onChanged }: { conversation: Conversation; onChanged: () => void }) {
  const { t } = useMessagesT();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  const v = c.vehicle;
  if (!v) return <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t('review.gone')}</p>;

  async function resubmit() {
    if (!v) return;
    setBusy(true);
    setRefused('');
    try {
      await api.post(`/my-vehicles/${v.id}/submit`);
      notify('success', t('review.resubmitted'));
      void qc.invalidateQueries({ queryKey: ['account'] }); // the listing's state, here and in My listings
      onChanged();
    } catch (err) {
      setRefused(err instanceof ApiError ? err.message : t('notSent'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3" data-testid="review-actions">
      <p className="text-sm text-amber-950">{t('review.intro')}</p>
      <p className="text-sm font-semibold text-amber-950" data-testid="review-status">
        {t('review.status', { status: t(`review.statuses.${v.status}`, { defaultValue: v.status }) })}
      </p>
      {/* Sent back (or withdrawn): it can go for review again from here. */}
      {stateRules(v.status).sellerEditable && !stateRules(v.status).unsubmitted && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void resubmit()}
            disabled={busy}
            className="rounded-lg bg-emerald-800 px-3 py-2 text-sm font-medium text-white hover:bg-emerald-900 disabled:opacity-50"
          >
            {t('review.resubmit')}
          </button>
          <Link to={`/sell/${v.id}`} className="rounded-lg border border-emerald-800 px-3 py-2 text-sm font-medium text-emerald-900 hover:bg-white">
            {t('review.edit')}
          </Link>
        </div>
      )}
      {refused && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {refused}
        </p>
      )}
    </div>
  );
}
