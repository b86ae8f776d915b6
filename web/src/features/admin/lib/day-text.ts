import type { Language } from '@/lib/i18n';
import { toLocalDigits } from '@/lib/format';
import { toAsciiDigits } from '@/lib/phone';

/**
 * dayText writes a day (YYYY-MM-DD, a Dhaka day as the API names it) the
 * way Bangladesh writes dates, day/month/year, in the language's digits:
 * ২৭/১১/২০২৬ or 27/11/2026. The browser's date input cannot do this: Chromium
 * shows it in the browser's own locale (mm/dd/yyyy, Latin digits) whatever
 * the page's language, so the insights page uses a text field with this.
 */
export function dayText(day: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? toLocalDigits(`${m[3]}/${m[2]}/${m[1]}`, lang) : '';
}

/**
 * dayOf reads what was typed as day/month/year (Bengali or ASCII digits;
 * "/", "-", "." or spaces between; one- or two-digit day and month) and
 * returns the day as YYYY-MM-DD, or "" when it is no real date.
 */
export function dayOf(typed: string): string {
  const m = /^(\d{1,2})\s*[/.\s-]\s*(\d{1,2})\s*[/.\s-]\s*(\d{4})$/.exec(toAsciiDigits(typed).trim());
  if (!m) return '';
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return '';
  return `${m[3]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
