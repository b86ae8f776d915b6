import type { TFunction } from 'i18next';
import type { Language } from '@/lib/i18n';

/** amountText formats an amount the API sends as a number or a numeric string; null when missing. */
export function amountText(
  v: number | string | null | undefined,
  lang: Language,
  format: (n: number, lang: Language) => string,
): string | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).replace(/,/g, ''));
  return Number.isFinite(n) ? format(n, lang) : String(v);
}

/** offerForText names how the buyer wants to pay; unknown values show as sent, empty as null. */
export function offerForText(v: string | null | undefined, t: TFunction<'account'>): string | null {
  const s = (v ?? '').trim().toLowerCase();
  if (!s) return null;
  if (s === 'cash' || s === 'installment' || s === 'installments') return t(`offers.options.${s}`);
  return v ?? null;
}
