import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import type { PostedResponse } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { adminKeys } from '../api/keys';
import { useAdminT } from '../lib/use-admin-t';

/**
 * ForwardButton sends a buyer's question on to the private seller of the
 * vehicle (issue 48 item 3): a copy without the buyer's name, phone
 * numbers hidden, lands in the seller's review thread, with copies of its
 * photos. Shown only for a private seller's vehicle (the dealer's own has
 * nobody to forward to; the server's 409 says so if asked anyway).
 */
export function ForwardButton({ conversationId, messageId }: { conversationId: number; messageId: number }) {
  const { t } = useAdminT();
  const qc = useQueryClient();
  const forward = useMutation({
    mutationFn: () => request<PostedResponse>(`/admin/conversations/${conversationId}/forward`, { method: 'POST', body: { message_id: messageId } }),
    onSuccess: () => {
      notify('success', t('reviewThread.forwarded'));
      void qc.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (err) => notify('error', errorText(err, t('common.networkError'))),
  });
  return (
    <button
      type="button"
      onClick={() => forward.mutate()}
      disabled={forward.isPending}
      className="mt-1 text-xs font-semibold text-emerald-900 underline disabled:opacity-50"
      data-testid="forward"
    >
      {t('reviewThread.forward')}
    </button>
  );
}
