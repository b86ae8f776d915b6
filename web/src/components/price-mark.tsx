import { useTranslation } from 'react-i18next';
import type { PriceRating } from '@/lib/api-types';
import { formatPrice, toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

const TONE = {
  below: 'bg-emerald-700 text-white',
  around: 'bg-sky-700 text-white',
  above: 'bg-amber-200 text-amber-950',
} as const;

/** PriceBadge is a card's fair-price mark, on the photo (the card grows no taller). */
export function PriceBadge({ rating }: { rating?: PriceRating['rating'] }) {
  const { t } = useTranslation();
  if (!rating) return null;
  return (
    <p data-testid="card-price-mark" className={`absolute bottom-1.5 left-1.5 rounded-full px-2 py-0.5 text-xs font-medium shadow-sm ${TONE[rating]}`}>
      {t(`price.${rating}`)}
    </p>
  );
}

/** PriceMark is the vehicle page's fair-price mark with what it rests on. */
export function PriceMark({ rating }: { rating?: PriceRating }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!rating?.rating) return null;
  return (
    <p data-testid="price-mark" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span className={`rounded-full px-2 py-0.5 font-medium ${TONE[rating.rating]}`}>{t(`price.${rating.rating}`)}</span>
      <span>{t('price.basis', { n: toLocalDigits(rating.comparables, lang), median: formatPrice(rating.median, lang) })}</span>
    </p>
  );
}
