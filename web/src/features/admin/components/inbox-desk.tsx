import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, fieldErrors } from '@/lib/api-errors';
import type { Message } from '@/lib/api-types';
import { pick } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import { publish, publishedQuery, quickRepliesQuery, release, unpublish } from '../api/conversation-desk';
import { adminKeys } from '../api/keys';
import { useAdminT } from '../lib/use-admin-t';

// The thread's tools (issue 48): a held message's mark and release, the
// owner's quick replies at a keystroke, and publishing the answer.

/** HeldMark says a buyer's message waits for review, with the button that delivers it. */
export function HeldMark({ conversation, message }: { conversation: number; message: Message }) {
  const { t } = useAdminT();
  const qc = useQueryClient();
  const go = useMutation({
    mutationFn: () => release(conversation, message.id),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
  if (!message.held) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs" data-testid="held-mark">
      <span className="rounded bg-amber-200 px-1.5 py-0.5 font-semibold text-amber-950">{t('desk.held')}</span>
      <button type="button" onClick={() => go.mutate()} disabled={go.isPending} className="underline">
        {t('desk.release')}
      </button>
    </p>
  );
}

/**
 * QuickReplyPicker puts one of the owner's quick replies into the answer box, in the back office's language:
 * choosing from the list, or typing "/" and its number in an empty box (a keystroke for the clerk).
 */
export function QuickReplyPicker({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const replies = useQuery(quickRepliesQuery());
  const list = replies.data ?? [];
  if (list.length === 0) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="shrink-0">{t('desk.quickReply')}</span>
      <select
        data-testid="quick-reply"
        value=""
        onChange={(e) => {
          const r = list.find((q) => String(q.id) === e.target.value);
          if (r) onPick(pick(r.text, r.text_bn, lang));
        }}
        className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1"
      >
        <option value="">{t('desk.chooseReply')}</option>
        {list.map((q, i) => (
          <option key={q.id} value={q.id}>
            {i + 1}. {pick(q.text, q.text_bn, lang).slice(0, 60)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** quickReplyShortcut is the reply "/N" names in an empty box (N from 1), or null. */
export function quickReplyShortcut(text: string, list: { text: string; text_bn: string }[], lang: string): string | null {
  const m = /^\/(\d{1,2})$/.exec(text.trim());
  const r = m ? list[Number(m[1]) - 1] : undefined;
  return r ? pick(r.text, r.text_bn, lang as 'en' | 'bn') : null;
}

/**
 * publishDraft is what the publish form starts with: the buyer's last question that has an answer (the
 * buyer's messages in a row before it, joined) and the dealer's first message after it — that answer, not
 * whatever the clerk wrote last ("we are holding the truck for you" is for the buyer, not for everyone).
 * Without an answer yet, the last question and an empty answer. Photo-only messages have no text to offer.
 */
export function publishDraft(messages: Pick<Message, 'side' | 'text'>[]): { question: string; answer: string } {
  const said = messages.filter((m) => m.text.trim() !== '');
  for (let i = said.length - 1; i > 0; i--) {
    if (said[i].side !== 'staff' || said[i - 1].side !== 'buyer') continue;
    let j = i - 1;
    while (j > 0 && said[j - 1].side === 'buyer') j--;
    return { question: said.slice(j, i).map((m) => m.text).join('\n'), answer: said[i].text };
  }
  return { question: [...said].reverse().find((m) => m.side === 'buyer')?.text ?? '', answer: '' };
}

/**
 * PublishAnswer publishes a question and its answer to the vehicle's page ("Questions buyers asked"), as staff
 * edit them: filled by publishDraft, without the asker's name.
 */
export function PublishAnswer({ id, messages }: { id: number; messages: Message[] }) {
  const { t } = useAdminT();
  const qc = useQueryClient();
  const published = useQuery(publishedQuery(id));
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const refresh = () => void qc.invalidateQueries({ queryKey: adminKeys.conversation(id) });
  const save = useMutation({
    mutationFn: () => publish(id, question, answer),
    onSuccess: () => {
      setOpen(false);
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: () => unpublish(id), onSuccess: refresh });
  const current = published.data;

  function start() {
    const draft = publishDraft(messages);
    setQuestion(current?.question ?? draft.question);
    setAnswer(current?.answer ?? draft.answer);
    setOpen(true);
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate();
  }

  return (
    <div className="rounded-lg border border-slate-200 p-3" data-testid="publish-answer">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {current ? t('desk.publishedOn') : t('desk.notPublished')}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={start} className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
            {current ? t('desk.editPublished') : t('desk.publish')}
          </button>
          {current && (
            <button type="button" onClick={() => remove.mutate()} className="rounded border border-rose-300 px-3 py-1.5 text-sm text-rose-800">
              {t('desk.unpublish')}
            </button>
          )}
        </div>
      </div>
      {current && !open && (
        <dl className="mt-2 text-sm">
          <dt className="font-medium">{current.question}</dt>
          <dd className="text-slate-700">{current.answer}</dd>
        </dl>
      )}
      {open && (
        <form onSubmit={submit} className="mt-2 space-y-2">
          <p className="text-xs text-slate-600">{t('desk.publishHint')}</p>
          <label className="block text-sm font-medium">
            {t('desk.question')}
            <textarea data-testid="publish-question" value={question} onChange={(e) => setQuestion(e.target.value)} rows={2} maxLength={2000} className="mt-1 block w-full rounded border border-slate-300 px-3 py-2" />
          </label>
          <label className="block text-sm font-medium">
            {t('desk.answer')}
            <textarea data-testid="publish-text" value={answer} onChange={(e) => setAnswer(e.target.value)} rows={3} maxLength={2000} className="mt-1 block w-full rounded border border-slate-300 px-3 py-2" />
          </label>
          {save.error && (
            <p role="alert" className="text-sm text-rose-800">
              {[errorText(save.error, t('inbox.failed')), ...Object.values(fieldErrors(save.error)).flat()].join(' ')}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" disabled={save.isPending} className="rounded bg-emerald-800 px-4 py-2 text-sm font-medium text-white disabled:opacity-50">
              {t('desk.publishNow')}
            </button>
            <button type="button" onClick={() => setOpen(false)} className="rounded px-3 py-2 text-sm underline">
              {t('desk.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
