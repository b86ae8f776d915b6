import { useTranslation } from 'react-i18next';
import type { SellerMark as Mark } from '@/lib/api-types';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/**
 * SellerMark says who sells a vehicle (issue 28): the dealer, or a private
 * seller through it, with the Verified mark and its day once staff checked
 * the papers, engine and chassis numbers and photos. A private seller's
 * vehicle stands at their place, not at a depot (issue 50).
 */
export function SellerMark({ seller, depot }: { seller?: Mark | null; depot?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const isPrivate = seller?.kind === 'private';
  const verified = isPrivate && seller?.verified_at ? seller.verified_at : null;
  return (
    <p data-testid="seller-mark" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{isPrivate ? t('seller.privateThrough') : t('seller.dealer')}</span>
      {verified && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-900">
          ✓ {t('seller.verified', { date: formatDate(verified, lang) })}
        </span>
      )}
      {depot && <span>· {isPrivate ? t('seller.in', { place: depot }) : t('seller.at', { depot })}</span>}
    </p>
  );
}
