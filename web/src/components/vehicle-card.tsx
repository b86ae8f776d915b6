import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Option, VehicleSummary } from '@/lib/api-types';
import { formatInstallmentPrice, formatNumber, formatPrice, toLocalDigits } from '@/lib/format';
import { offerStanding } from '@/lib/offer-time';
import { useLanguage } from '@/lib/use-language';
import { pick, pickName } from '@/lib/localized';
import { useFilterParams } from '@/lib/filter-params';
import { CompareToggle } from './compare-toggle';
import { PriceBadge } from './price-mark';
import { Skeleton } from './skeleton';

/**
 * ROW classes make a card a row on phones narrower than 480 px: a thumbnail
 * beside the prices and title, so a list shows several vehicles per screen
 * instead of one (the list page uses it; carousels keep the tall card).
 */
const ROW = {
  card: 'max-[479px]:flex-row',
  image: 'max-[479px]:w-2/5 max-[479px]:shrink-0 max-[479px]:self-start',
  body: 'max-[479px]:gap-1 max-[479px]:p-2',
  prices: 'max-[479px]:grid-cols-1 max-[479px]:gap-0.5',
};

/**
 * VehicleCard is the card of spec §2: cover image, cash and installment
 * prices with ৳, title; links to the detail page. compact makes it a row on
 * phones.
 */
export function VehicleCard({ vehicle, eager = false, compact = false }: { vehicle: VehicleSummary; eager?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = pick(vehicle.title, vehicle.bn_translation?.title, lang);
  const cover = vehicle.images?.[0];
  // Cards carry the depot's id; its names come once from the filter options (cached for half an hour).
  const depots = useFilterParams().data?.dep_loc;
  // The first questions, on the offer's line: the year, the odometer, where it is.
  const facts = [
    vehicle.year ? toLocalDigits(vehicle.year, lang) : '',
    vehicle.odometer ? t('card.km', { n: formatNumber(vehicle.odometer, lang) }) : '',
    depotName(depots, vehicle.depot_id, lang),
  ].filter(Boolean);
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-emerald-700 hover:shadow-md ${compact ? ROW.card : ''}`}
    >
      <div className={`relative aspect-[4/3] bg-slate-100 ${compact ? ROW.image : ''}`}>
        <CompareToggle overlay slug={vehicle.product_slug} title={title} />
        <PriceBadge rating={vehicle.price_rating} />
        {/* On the photo, so a private seller's card is no taller than the dealer's. The Verified
            mark comes first and never shrinks; the pill stops short of the compare button, and on
            a phone's narrow row photo sits under it (issue 50: the button covered the mark). */}
        {vehicle.seller && (
          <p
            data-testid="card-seller"
            className={`absolute left-1.5 top-1.5 flex max-w-[calc(100%-6.5rem)] items-center gap-1 whitespace-nowrap rounded-full bg-white/95 px-2 py-0.5 text-xs font-medium text-sky-900 shadow-sm ${
              compact ? 'max-[479px]:top-10 max-[479px]:max-w-[calc(100%-0.75rem)]' : ''
            }`}
          >
            {vehicle.seller === 'private_verified' && (
              <span data-testid="card-verified" className="shrink-0 text-emerald-800">
                ✓ {t('seller.verifiedShort')} ·
              </span>
            )}
            <span className="min-w-0 truncate">{t('seller.private')}</span>
          </p>
        )}
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
      <div className={`flex min-w-0 flex-1 flex-col gap-2 p-3 ${compact ? ROW.body : ''}`}>
        <dl className={`grid grid-cols-2 gap-2 text-sm ${compact ? ROW.prices : ''}`}>
          <div>
            <dt className="text-slate-600">{t('vehicle.cashPrice')}</dt>
            <dd className="font-semibold text-emerald-800">{formatPrice(vehicle.cash_price, lang)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('vehicle.installmentPrice')}</dt>
            <dd className="font-semibold text-slate-900">{formatInstallmentPrice(vehicle.installment_price, lang) ?? t('vehicle.installmentNone')}</dd>
          </div>
        </dl>
        <p className="truncate text-sm text-slate-600" data-testid="card-facts">
          <OfferBadge offerEndsAt={vehicle.offer_ends_at} />
          {facts.map((f) => (
            <span key={f}> · {f}</span>
          ))}
        </p>
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

/**
 * OfferBadge says whether the card's offer is closed, or how long is left
 * (read at render: a list is not a clock, the vehicle page counts down).
 */
function OfferBadge({ offerEndsAt }: { offerEndsAt: string | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [now] = useState(() => Date.now());
  const s = offerStanding(offerEndsAt, now);
  if (!s) return null;
  if (s.closed) {
    return (
      <span className="font-medium text-red-700" data-testid="offer-badge">
        {t('card.offerClosed')}
      </span>
    );
  }
  const [key, n] = 'hours' in s ? ['card.hoursLeft', s.hours] : ['card.daysLeft', s.days];
  const soon = 'hours' in s || s.days < 3;
  return (
    <span className={soon ? 'font-medium text-amber-800' : undefined} data-testid="offer-badge">
      {t(key, { count: n, n: formatNumber(n, lang) })}
    </span>
  );
}

/** depotName is the depot's name in the reader's language, '' while the names load or when there is none. */
function depotName(depots: Option[] | undefined, id: number | undefined, lang: 'bn' | 'en'): string {
  const d = id ? depots?.find((o) => o.id === id) : undefined;
  return d ? pickName(d, lang) : '';
}

/** VehicleCardSkeleton has the card's shape for loading states. */
export function VehicleCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={`flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white ${compact ? ROW.card : ''}`} aria-hidden="true">
      <Skeleton className={`aspect-[4/3] rounded-none ${compact ? ROW.image : ''}`} />
      <div className="min-w-0 flex-1 space-y-2 p-3">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-5 w-full" />
      </div>
    </div>
  );
}
