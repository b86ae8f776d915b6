import type { Message } from '@/lib/api-types';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useMessagesT } from '../lib/i18n';

/**
 * MessageBubble is one message: the buyer's own on the right with its
 * sent/read mark, the dealer's on the left. state marks a message not yet
 * stored (sending, or failed with a retry).
 */
export function MessageBubble({
  message,
  readUpTo,
  state,
  onRetry,
}: {
  message: Pick<Message, 'side' | 'text'> & Partial<Pick<Message, 'id' | 'created_at' | 'forwarded' | 'held'>>;
  readUpTo?: number;
  state?: 'sending' | 'failed';
  onRetry?: () => void;
}) {
  const { t } = useMessagesT();
  const lang = useLanguage();
  const mine = message.side === 'buyer';
  let mark = '';
  if (mine && !state && message.id) mark = message.id <= (readUpTo ?? 0) ? t('read') : t('sent');
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid="message" data-side={message.side}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 ${
          mine ? 'rounded-br-sm bg-emerald-800 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
        } ${state === 'failed' ? 'opacity-80 ring-2 ring-red-600' : ''}`}
      >
        <p className={`text-xs font-semibold ${mine ? 'text-emerald-100' : 'text-emerald-800'}`}>{mine ? t('you') : message.forwarded ? t('review.forwarded') : t('dealer')}</p>
        <p className="whitespace-pre-wrap break-words">{message.text}</p>
        {message.held && (
          <p className="mt-1 rounded bg-amber-100 px-2 py-1 text-xs text-amber-950" data-testid="message-held">
            {t('held')}
          </p>
        )}
        <p className={`mt-1 text-right text-xs ${mine ? 'text-emerald-100' : 'text-slate-500'}`}>
          {message.created_at && formatDate(message.created_at, lang)}
          {state === 'sending' && t('sending')}
          {mark && <span data-testid="message-mark"> · {mark}</span>}
        </p>
        {state === 'failed' && (
          <button type="button" onClick={onRetry} className="mt-1 text-sm font-semibold underline" role="alert">
            {t('notSent')}
          </button>
        )}
      </div>
    </li>
  );
}
