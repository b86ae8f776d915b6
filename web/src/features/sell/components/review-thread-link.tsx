import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import type { ConversationResponse } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { useSellT } from '../lib/i18n';

/**
 * ReviewThreadLink opens the listing's thread with Garihaat's staff (issue
 * 48 item 3), begun on the first tap: the review desk's notes and buyers'
 * forwarded questions are there, and the seller answers there.
 */
export function ReviewThreadLink({ vehicleId, className }: { vehicleId: number; className: string }) {
  const { t } = useSellT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      const r = await api.post<ConversationResponse>(`/my-vehicles/${vehicleId}/thread`);
      void navigate(`/account/messages/${r.conversation.id}`);
    } catch (err) {
      notify('error', errorText(err, t('networkError')));
      setBusy(false);
    }
  }
  return (
    <button type="button" onClick={() => void open()} disabled={busy} className={className} data-testid="my-vehicle-thread">
      {t('mine.thread')}
    </button>
  );
}
