import type { TFunction } from 'i18next';
import type { Language } from '@/lib/i18n';
import { toLocalDigits } from '@/lib/format';

/**
 * formatWait writes a wait of s seconds the way people say it: "45 seconds",
 * "3 minutes", "2 hours" (rounded up, so we never promise too early).
 */
export function formatWait(s: number, lang: Language, t: TFunction<'account'>): string {
  const secs = Math.max(0, Math.ceil(s));
  if (secs < 90) return t('login.seconds', { count: secs, n: toLocalDigits(secs, lang) });
  if (secs < 2 * 3600) {
    const m = Math.ceil(secs / 60);
    return t('login.minutes', { count: m, n: toLocalDigits(m, lang) });
  }
  const h = Math.ceil(secs / 3600);
  return t('login.hours', { count: h, n: toLocalDigits(h, lang) });
}

const clockFormats: Record<Language, Intl.DateTimeFormat> = {
  bn: new Intl.DateTimeFormat('bn-BD', { hour: 'numeric', minute: '2-digit' }),
  en: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
};

/** formatClock is the local time of day of a deadline, e.g. "4:05 PM". */
export function formatClock(at: number, lang: Language): string {
  return clockFormats[lang].format(new Date(at));
}
