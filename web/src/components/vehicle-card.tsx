import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VehicleSummary } from '@/lib/api-types';
import { formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { pick } from '@/lib/localized';
import { Skeleton } from './skeleton';

/**
 * VehicleCard is the card of spec §2: cover image, cash and installment
 * prices with ৳, title; links to the detail page.
 */
export function VehicleCard({ vehicle, eager = false }: { vehicle: VehicleSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = pick(vehicle.title, vehicle.bn_translation?.title, lang);
  const cover = vehicle.images?.[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-emerald-700 hover:shadow-md">
      <div className="aspect-[4/3] bg-slate-100">
        {cover && (
          <img
            src={cover}
            alt={title}
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding={eager ? undefined : 'async'}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">{t('vehicle.cashPrice')}</dt>
            <dd className="font-semibold text-emerald-800">{formatPrice(vehicle.cash_price, lang)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('vehicle.installmentPrice')}</dt>
            <dd className="font-semibold text-slate-900">{formatPrice(vehicle.installment_price, lang)}</dd>
          </div>
        </dl>
        <h3 className="line-clamp-2 font-medium text-slate-900">
          <Link
            to={`/vehicle-details/${vehicle.product_slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
      </div>
    </article>
  );
}

/** VehicleCardSkeleton has the card's shape for loading states. */
export function VehicleCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white" aria-hidden="true">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-5 w-full" />
      </div>
    </div>
  );
}
