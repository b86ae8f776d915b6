import { formatPrice, toLocalDigits } from '@/lib/format';
import type { Language } from '@/lib/i18n';

type T = (key: string, opts?: Record<string, string>) => string;

/**
 * savedSearchWords says a saved search's query in words for the demand
 * list: its text, condition, type (typeOf names it) and highest budget,
 * joined by " · "; the raw query when it says none of these.
 */
export function savedSearchWords(query: string, t: T, lang: Language, typeOf: (id: string) => string): string {
  const q = new URLSearchParams(query);
  const parts: string[] = [];
  if (q.get('query')) parts.push(`“${q.get('query')}”`);
  for (const c of q.getAll('condition')) parts.push(t(`insights.condition.${c}`));
  if (q.get('vehicleType')) parts.push(typeOf(q.get('vehicleType') ?? ''));
  const max = Number(q.get('maxBudget') ?? 0);
  if (max > 0) parts.push(t('insights.under', { price: formatPrice(max, lang) }));
  return parts.join(' · ') || toLocalDigits(query, lang);
}
