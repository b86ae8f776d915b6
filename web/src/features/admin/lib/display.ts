import { formatNumber, toLocalDigits } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { pickName } from '@/lib/localized';

type Named = { name: string; bn_translation?: { name?: string } | null };

/**
 * nameIn is a brand's or type's name in lang, found by its English name in
 * the catalogue's lookups: the vehicle list's rows carry the English name
 * only, which showed "DongFeng · Truck" in Bangla (issue 50). A name not
 * in the lookups (or before they load) shows as it came.
 */
export function nameIn(list: Named[] | undefined, name: string, lang: Language): string {
  const found = list?.find((o) => o.name === name);
  return found ? pickName(found, lang) : name;
}

/**
 * knownKm is an odometer reading for the desk, or "—" when the seller left
 * it blank (stored as 0): "0" read as a reading (issue 50).
 */
export function knownKm(raw: string | number | undefined | null, lang: Language): string {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? formatNumber(n, lang) : '—';
}

/**
 * isDeletedPhone tells a deleted account's tombstone (`deleted:<id>`, which
 * offers keep instead of the phone) from a number: it is no number to call,
 * so the desk names it and never links it (issue 48).
 */
export function isDeletedPhone(phone: string | null | undefined): boolean {
  return (phone ?? '').startsWith('deleted:');
}

const readTimes = {
  bn: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Dhaka' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Dhaka' }),
};

/**
 * readerLine is one line of a thread's read audit: who (name, else phone in the reader's digits), their role
 * as the back office names it, and when to the minute — a date alone made every opening of the day the
 * same line (hB's walk: ten identical "01700000000 (owner) · 27/11/26").
 */
export function readerLine(r: { name: string; phone: string; at: string }, role: string, lang: Language): string {
  const at = new Date(r.at);
  const when = Number.isNaN(at.getTime()) ? '' : readTimes[lang].format(at);
  return `${r.name || toLocalDigits(r.phone, lang)} (${role}) · ${when}`;
}
