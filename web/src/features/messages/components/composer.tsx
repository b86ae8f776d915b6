import { useId, useState, type FormEvent } from 'react';
import { AttachButton, AttachedPhotos } from '@/components/attached-photos';
import { toLocalDigits } from '@/lib/format';
import { usePhotoAttach, type Attachment } from '@/lib/photo-attach';
import { useLanguage } from '@/lib/use-language';
import { useMessagesT } from '../lib/i18n';
import { MAX_MESSAGE_CHARS } from '@/lib/constants.gen';
import { useAttachLabels } from '../lib/photo-labels';

/** MAX_CHARS is the server's bound on a message (MaxMessageRunes). */
export const MAX_CHARS = MAX_MESSAGE_CHARS;

/** Outgoing is what a send hands over: the text, and the uploaded photos' ids and previews. */
export interface Outgoing {
  text: string;
  photoIds: number[];
  previews: string[];
}

/**
 * Composer is the message box. The text stays in the box until onSend
 * resolves true (stored, or kept in the thread to retry); a failed send
 * keeps it, so nothing typed is lost. With attach (the conversation's API
 * path) photos can be attached: each is uploaded when picked; a failed
 * upload offers a retry and leaves the text alone; the message goes once
 * every photo is uploaded, and may be photos alone.
 */
export function Composer({
  onSend,
  initial = '',
  onChange,
  label,
  placeholder,
  submitLabel,
  busy,
  attach,
}: {
  onSend: (out: Outgoing) => Promise<boolean>;
  initial?: string;
  onChange?: (text: string) => void;
  label: string;
  placeholder?: string;
  submitLabel?: string;
  busy?: boolean;
  attach?: string;
}) {
  const { t } = useMessagesT();
  const lang = useLanguage();
  const id = useId();
  const [text, setText] = useState(initial);
  const photos = usePhotoAttach(attach ?? '');
  const labels = useAttachLabels();
  const chars = [...text].length;
  const tooLong = chars > MAX_CHARS;
  const waiting = photos.list.length > 0 && photos.ids === null;
  const uploading = photos.list.some((a) => a.state === 'uploading');
  const empty = !text.trim() && photos.list.length === 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (empty || tooLong || busy || waiting) return;
    const sent = photos.list as Attachment[];
    if (await onSend({ text, photoIds: photos.ids ?? [], previews: sent.map((a) => a.preview) })) {
      setText('');
      onChange?.('');
      photos.clear();
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        placeholder={placeholder}
        rows={3}
        onChange={(e) => {
          setText(e.target.value);
          onChange?.(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
        }}
        aria-invalid={tooLong}
        className="block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30"
      />
      {attach && (
        <AttachedPhotos list={photos.list} refused={photos.refused} labels={labels} onRetry={photos.retry} onRemove={photos.remove} />
      )}
      {waiting && photos.list.some((a) => a.state === 'failed') && (
        <p className="text-sm text-slate-700">{t('photos.waitFailed')}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          {attach && <AttachButton count={photos.list.length} onPick={photos.add} labels={labels} />}
          <span className={`text-sm ${tooLong ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
            {toLocalDigits(t('count', { count: chars }), lang)}
          </span>
        </div>
        <button
          type="submit"
          disabled={empty || tooLong || busy || waiting}
          className="rounded-full bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy ? t('sending') : uploading ? t('photos.waiting') : (submitLabel ?? t('send'))}
        </button>
      </div>
    </form>
  );
}
