import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import type { MessageResponse } from '@/lib/api-types';
import { useMessagesT } from '../lib/i18n';

/** ReportConversation lets the buyer report the conversation to staff (issue 48 item 6), who see it in the inbox. */
export function ReportConversation({ id }: { id: number }) {
  const { t } = useMessagesT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () => api.post<MessageResponse>(`/conversations/${id}/report`, { reason }),
    onSuccess: () => setOpen(false),
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    send.mutate();
  }
  if (send.isSuccess && !open) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('report.done')}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="self-start text-sm text-slate-600 underline">
        {t('report.open')}
      </button>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      <label className="block text-sm font-medium">
        {t('report.reason')}
        <textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} maxLength={500} className="mt-1 block w-full rounded border border-slate-300 px-3 py-2" />
      </label>
      {send.error && (
        <p role="alert" className="text-sm text-red-800">
          {errorText(send.error, t('notSent'))}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={!reason.trim() || send.isPending} className="rounded bg-slate-800 px-3 py-1.5 text-sm text-white disabled:opacity-50">
          {t('report.send')}
        </button>
        <button type="button" onClick={() => setOpen(false)} className="px-3 py-1.5 text-sm underline">
          {t('report.cancel')}
        </button>
      </div>
    </form>
  );
}
