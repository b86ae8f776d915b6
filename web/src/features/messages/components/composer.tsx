import { useId, useState, type FormEvent } from 'react';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useMessagesT } from '../lib/i18n';
import { MAX_MESSAGE_CHARS } from '@/lib/constants.gen';

/** MAX_CHARS is the server's bound on a message (MaxMessageRunes). */
export const MAX_CHARS = MAX_MESSAGE_CHARS;

/**
 * Composer is the message box. The text stays in the box until onSend
 * resolves true (stored); a failed send keeps it, so nothing typed is lost.
 */
export function Composer({
  onSend,
  initial = '',
  onChange,
  label,
  placeholder,
  submitLabel,
  busy,
}: {
  onSend: (text: string) => Promise<boolean>;
  initial?: string;
  onChange?: (text: string) => void;
  label: string;
  placeholder?: string;
  submitLabel?: string;
  busy?: boolean;
}) {
  const { t } = useMessagesT();
  const lang = useLanguage();
  const id = useId();
  const [text, setText] = useState(initial);
  const chars = [...text].length;
  const tooLong = chars > MAX_CHARS;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() || tooLong || busy) return;
    if (await onSend(text)) {
      setText('');
      onChange?.('');
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
      <div className="flex items-center justify-between gap-3">
        <span className={`text-sm ${tooLong ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
          {toLocalDigits(t('count', { count: chars }), lang)}
        </span>
        <button
          type="submit"
          disabled={!text.trim() || tooLong || busy}
          className="rounded-full bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy ? t('sending') : (submitLabel ?? t('send'))}
        </button>
      </div>
    </form>
  );
}
