import { MessagePhotos } from '@/components/message-photos';
import type { Conversation, Message } from '@/lib/api-types';
import { formatDate } from '@/lib/format';
import { markOf } from '@/lib/message-marks';
import { useLanguage } from '@/lib/use-language';
import { useMessagesT } from '../lib/i18n';
import { usePhotoLabels } from '../lib/photo-labels';

/**
 * MessageBubble is one message: the buyer's own on the right with its
 * sent/delivered/read mark (in words, not only ticks), the dealer's on the
 * left; photos below the text, each opening full size. state marks a
 * message not yet stored (sending, or failed with a retry); its photos are
 * the local previews then.
 */
export function MessageBubble({
  message,
  marks,
  base,
  state,
  previews,
  onRetry,
}: {
  message: Pick<Message, 'side' | 'text'> & Partial<Pick<Message, 'id' | 'created_at' | 'forwarded' | 'held' | 'photos'>>;
  marks?: Pick<Conversation, 'read_up_to' | 'delivered_up_to'>;
  base: string;
  state?: 'sending' | 'failed';
  previews?: string[];
  onRetry?: () => void;
}) {
  const { t } = useMessagesT();
  const lang = useLanguage();
  const labels = usePhotoLabels();
  const mine = message.side === 'buyer';
  const mark = mine && !state && message.id ? markOf({ id: message.id, held: message.held }, marks) : null;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid="message" data-side={message.side}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 ${
          mine ? 'rounded-br-sm bg-emerald-800 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
        } ${state === 'failed' ? 'opacity-80 ring-2 ring-red-600' : ''}`}
      >
        <p className={`text-xs font-semibold ${mine ? 'text-emerald-100' : 'text-emerald-800'}`}>{mine ? t('you') : message.forwarded ? t('review.forwarded') : t('dealer')}</p>
        {message.text && <p className="whitespace-pre-wrap break-words">{message.text}</p>}
        {message.photos && message.photos.length > 0 && <MessagePhotos base={base} photos={message.photos} labels={labels} />}
        {previews && previews.length > 0 && (
          <ul className="mt-1 grid grid-cols-2 gap-1" data-testid="pending-photos">
            {previews.map((src, i) => (
              <li key={src} className="aspect-square w-28 overflow-hidden rounded-lg">
                <img src={src} alt={labels.photo(i + 1, previews.length)} className="h-full w-full object-cover" />
              </li>
            ))}
          </ul>
        )}
        {message.held && (
          <p className="mt-1 rounded bg-amber-100 px-2 py-1 text-xs text-amber-950" data-testid="message-held">
            {t('held')}
          </p>
        )}
        <p className={`mt-1 text-right text-xs ${mine ? 'text-emerald-100' : 'text-slate-500'}`}>
          {message.created_at && formatDate(message.created_at, lang)}
          {state === 'sending' && t('sending')}
          {mark && mark !== 'held' && (
            <span data-testid="message-mark" data-mark={mark}>
              {' · '}
              <span aria-hidden="true" className={mark === 'read' ? 'font-bold text-sky-200' : ''}>
                {mark === 'sent' ? '✓' : '✓✓'}{' '}
              </span>
              {t(mark)}
            </span>
          )}
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
