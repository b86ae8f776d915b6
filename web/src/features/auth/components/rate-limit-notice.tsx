import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { formatClock, formatWait } from '../lib/wait';

export interface RateLimit {
  /** The server's message, in the caller's language. */
  message: string;
  /** When the server said to retry (ms since epoch), from Retry-After. */
  until: number | null;
}

/**
 * RateLimitNotice shows a 429 answer: the server's message and a live
 * countdown to when trying again makes sense. Only the message is a live
 * region, so screen readers hear it once, not every second.
 */
export function RateLimitNotice({ limit }: { limit: RateLimit }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const secs = useSecondsLeft(limit.until);
  let when = '';
  if (limit.until !== null) {
    if (secs === 0) when = t('login.retryNow');
    else if (secs > 120) when = t('login.retryAt', { time: formatWait(secs, lang, t), clock: formatClock(limit.until, lang) });
    else when = t('login.retryIn', { time: formatWait(secs, lang, t) });
  }
  return (
    <div data-testid="rate-limit" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <div role="alert">
        <p className="font-semibold">{t('login.tooManyTitle')}</p>
        <p className="mt-1">{limit.message}</p>
      </div>
      {when && <p className="mt-1 text-sm font-medium">{when}</p>}
    </div>
  );
}

/** rateLimitFrom turns a 429 ApiError's fields into a RateLimit. */
export function rateLimitFrom(message: string, retryAfter: number | null): RateLimit {
  return { message, until: retryAfter ? Date.now() + retryAfter * 1000 : null };
}
