import type { Language } from './i18n';
import { toAsciiDigits } from './phone';

const numberFormats: Record<Language, Intl.NumberFormat> = {
  // bn-BD gives Bengali digits and lakh/crore grouping; en-IN the same grouping in Latin digits.
  bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
};

/** formatNumber writes n with the language's digits and lakh/crore grouping. */
export function formatNumber(n: number, lang: Language): string {
  return numberFormats[lang].format(n);
}

/** formatPrice puts the taka sign before the amount: ৳১২,৩৪,৫৬৭ or ৳12,34,567. */
export function formatPrice(n: number, lang: Language): string {
  return `৳${formatNumber(n, lang)}`;
}

/**
 * formatInstallmentPrice is an installment price, or null when the vehicle
 * has none (a private seller may sell for cash only): "৳০" would read as
 * a price (issue 50); the caller says "not offered" instead.
 */
export function formatInstallmentPrice(n: number | null | undefined, lang: Language): string | null {
  return n && n > 0 ? formatPrice(n, lang) : null;
}

const BENGALI_ZERO = '০'.charCodeAt(0);

/** toLocalDigits rewrites ASCII digits in s as Bengali digits under Bangla. */
export function toLocalDigits(s: string | number, lang: Language): string {
  const text = String(s);
  if (lang !== 'bn') return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)));
}

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  bn: new Intl.DateTimeFormat('bn-BD', { year: '2-digit', month: 'numeric', day: 'numeric', timeZone: 'Asia/Dhaka' }),
  en: new Intl.DateTimeFormat('en-GB', { year: '2-digit', month: 'numeric', day: 'numeric', timeZone: 'Asia/Dhaka' }),
};

/** formatDate is the short date of spec §9 (2-digit year, numeric month and day). */
export function formatDate(value: string | number | Date, lang: Language): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormats[lang].format(d);
}

/**
 * groupTyped writes what was typed into an amount field grouped as the
 * language reads amounts (১৯,৫০,০০০ / 19,50,000), keeping only its digits
 * (Bengali or ASCII) and at most 12 of them. Returns the digits (ASCII, what
 * the server is sent) and the text to show; "" for no digits.
 */
export function groupTyped(typed: string, lang: Language): { digits: string; text: string } {
  const digits = toAsciiDigits(typed).replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 12);
  return { digits, text: digits ? formatNumber(Number(digits), lang) : '' };
}
