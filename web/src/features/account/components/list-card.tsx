import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pick } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import type { AccountProduct } from '../api/types';

/** productTitle is the vehicle's title in the active language ('—' when the vehicle is gone). */
export function useProductTitle() {
  const lang = useLanguage();
  return (p: AccountProduct | null) => (p ? pick(p.title, p.bn_translation?.title, lang) : '—');
}

/**
 * ListCard is one row of the offer, purchase and saved lists: the vehicle's
 * first photo, its title linking to its page, a status slot and details.
 */
export function ListCard({
  product,
  badge,
  children,
  testId,
}: {
  product: AccountProduct | null;
  badge?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('account');
  const titleOf = useProductTitle();
  const title = titleOf(product);
  const image = product?.images?.[0];
  return (
    <li
      data-testid={testId}
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-4 sm:p-4"
    >
      <div className="h-[4.5rem] w-24 overflow-hidden rounded-lg bg-slate-100 sm:row-span-2 sm:h-28 sm:w-40">
        {image && (
          <img
            src={image}
            alt={t('vehicleImageAlt', { title })}
            width={160}
            height={112}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-col items-start gap-1.5 sm:flex-row sm:justify-between sm:gap-3">
        <h2 className="min-w-0 font-semibold leading-snug text-slate-900">
          {product ? (
            <Link to={`/vehicle-details/${product.product_slug}`} className="hover:text-emerald-800 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {badge}
      </div>
      {/* Details span the card's width on phones and sit under the title from 640px up. */}
      <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">{children}</div>
    </li>
  );
}

/** Detail is one label/value pair inside a ListCard's description list. */
export function Detail({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600 sm:text-sm">{label}</dt>
      <dd className={`break-words ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>{children}</dd>
    </div>
  );
}
