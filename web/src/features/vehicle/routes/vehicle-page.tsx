import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ChatIcon } from '@/components/icons';
import { PageTitle } from '@/components/page-title';
import { Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatInstallmentPrice, formatNumber, formatPrice } from '@/lib/format';
import { pick } from '@/lib/localized';
import { useShowingSaved } from '@/lib/offline';
import { useIdle } from '@/lib/idle';
import { useLanguage } from '@/lib/use-language';
import { useVehicle, type VehicleDetail } from '../api/get-vehicle';
import type { BidOfferResult } from '../api/send-bid-offer';
import { BidForm, type BidPreset } from '../components/bid-form';
import { BookmarkButton } from '../components/bookmark-button';
import { CallButtons } from '../components/call-buttons';
import { Countdown } from '../components/countdown';
import { FeatureGroups } from '../components/feature-groups';
import { PublicQuestions } from '../components/public-questions';
import { Gallery } from '../components/gallery';
import { OfferAccepted } from '../components/offer-accepted';
import { OfferClosed } from '../components/offer-closed';
import { RelatedVehicles } from '../components/related-vehicles';
import { Specifications } from '../components/specifications';
import { TechnicalSpecs } from '../components/technical-specs';
import { SellerMark } from '@/components/seller-mark';
import { ShareButton } from '@/components/share-button';
import { CompareToggle } from '@/components/compare-toggle';
import { PriceMark } from '@/components/price-mark';
import { useCountdown, useOfferClosed } from '../hooks/use-countdown';
import { useCountView } from '../hooks/use-count-view';
import { useLiveState } from '../hooks/use-live-state';
import { stateRules } from '@/lib/lifecycle';

// The calculator is its own chunk: most visits never scroll to it.
const InstallmentCalculator = lazy(() => import('../components/installment-calculator'));

/** VehiclePage is /vehicle-details/{product_slug}: step 1 details and bid form, step 2 confirmation. */
export default function VehiclePage() {
  const { productSlug = '' } = useParams();
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useVehicle(productSlug);
  const offline = useShowingSaved();

  if (isPending) return <VehicleSkeleton />;
  if (error || !data?.product) {
    const notFound = error instanceof ApiError && error.status === 404;
    // Offline, a vehicle never opened on this phone was not saved: say so, not "could not load" (issue 50).
    const failed = offline ? t('offline.notSaved') : t('common.loadFailed');
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageTitle title={notFound ? t('vehicle.notFound') : failed} />
        <h1 className="text-2xl font-semibold">{notFound ? t('vehicle.notFound') : failed}</h1>
        {!notFound && (
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-6 block w-full min-h-11 rounded-full bg-emerald-800 px-5 py-2 font-medium text-white hover:bg-emerald-900"
          >
            {t('common.retry')}
          </button>
        )}
        <Link to="/all-vehicles" className="mt-6 inline-block font-medium text-emerald-800 underline">
          {t('list.allVehicles')}
        </Link>
      </div>
    );
  }
  return <VehicleDetails key={productSlug} data={data} />;
}

function VehicleDetails({ data }: { data: VehicleDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const v = data.product;
  const [accepted, setAccepted] = useState<BidOfferResult | null>(null);
  const [preset, setPreset] = useState<BidPreset | null>(null);
  // Related vehicles (a row of cards at the foot of the page) render once
  // the first render is on screen and the browser is idle.
  const idle = useIdle();
  const title = pick(v.title, v.bn_translation?.title, lang);
  const description = pick(v.description, v.bn_translation?.description, lang);
  // What other buyers do arrives live; the loaded answer until it does.
  const live = useLiveState(v.id);
  useCountView(v.id);
  const totalBid = live?.total_bid ?? v.total_bid ?? 0;
  const closesAt = live?.offer_closes_at ?? v.offer_closes_at;
  const open = v.bid_mode === 'open';
  // A sold vehicle keeps its page for links shared earlier, but says so
  // in place of the countdown and the form (its offers are decided).
  const sold = stateRules(v.status).soldOut;
  // Open or closed only, re-rendered once at the close: the plan button goes off with the form.
  const windowClosed = useOfferClosed(v.offer_ends_at, closesAt);
  const highest = open ? (live ? live.highest_offer : v.highest_offer) : null;

  if (accepted) {
    return (
      <>
        <PageTitle title={t('bid.acceptedTitle')} />
        <OfferAccepted idNumber={accepted.offer?.id_number} onBack={() => setAccepted(null)} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageTitle title={title} />
      <Breadcrumbs items={[{ label: t('nav.allVehicles'), to: '/all-vehicles' }, { label: title }]} />
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="lg:col-start-1 lg:row-start-1">
          <Gallery images={v.images ?? []} title={title} />
        </div>

        <aside className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label={t('vehicle.offerPanel')}>
          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-32">
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-xl font-semibold sm:text-2xl">{title}</h1>
              <div className="flex shrink-0 gap-2">
                <ShareButton path={`/vehicle-details/${v.product_slug}${location.search}`} title={title} />
                <BookmarkButton vehicleId={v.id} slug={v.product_slug} initial={data.isBookmarked} />
              </div>
            </div>
            <div className="flex items-start justify-between gap-2">
              <SellerMark seller={v.seller} depot={pick(v.specifications?.depot_location, v.bn_translation?.specifications?.depot_location, lang)} />
              <CompareToggle slug={v.product_slug} title={title} />
            </div>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t('vehicle.cashPrice')}</dt>
                <dd className="text-lg font-semibold text-emerald-800" data-testid="cash-price">
                  {formatPrice(v.cash_price, lang)}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t('vehicle.installmentPrice')}</dt>
                <dd className="text-lg font-semibold text-slate-900">{formatInstallmentPrice(v.installment_price, lang) ?? t('vehicle.installmentNone')}</dd>
              </div>
            </dl>
            <PriceMark rating={v.price_rating} />
            <Link
              to={`/ask/${v.product_slug}`}
              data-testid="ask-question"
              className="flex items-center justify-center gap-2 rounded-full border border-emerald-800 px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50"
            >
              <ChatIcon size={18} />
              {t('vehicle.ask')}
            </Link>
            <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="bid-stats">
              {!sold && (
                <div>
                  <dt className="text-slate-600">{t('vehicle.totalOffers')}</dt>
                  <dd className="font-semibold" data-testid="total-bid" aria-live="polite">
                    {formatNumber(totalBid, lang)}
                  </dd>
                </div>
              )}
              {open && !sold && (
                <div>
                  <dt className="text-slate-600">{t('vehicle.highestOffer')}</dt>
                  <dd className="font-semibold" data-testid="highest-offer" aria-live="polite">
                    {highest ? formatPrice(highest, lang) : t('common.na')}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-slate-600">{t('vehicle.trackingId')}</dt>
                <dd className="font-semibold">{v.tracking_id || t('common.na')}</dd>
              </div>
            </dl>
            {sold ? (
              <div role="status" data-testid="vehicle-sold" className="rounded-lg bg-sky-50 p-4 text-center text-sky-900">
                <p className="text-lg font-semibold">{t('vehicle.sold')}</p>
                <p className="mt-1 text-sm">{t('vehicle.soldNote')}</p>
              </div>
            ) : (
              <OfferWindow
                offerEndsAt={v.offer_ends_at}
                closesAt={closesAt}
                closed={<OfferClosed typeId={v.vehicle_type?.id} vehicle={{ title, url: `${window.location.origin}/vehicle-details/${v.product_slug}` }} />}
              >
                <BidForm
                  preset={preset}
                  vehicleId={v.id}
                  rules={{
                    minOffer: v.min_offer,
                    highestOffer: highest,
                    minIncrement: open ? v.min_increment : undefined,
                    asking: { cash: v.cash_price, installments: v.installment_price },
                  }}
                  onAccepted={setAccepted}
                />
                <CallButtons vehicle={{ title, url: `${window.location.origin}/vehicle-details/${v.product_slug}` }} />
              </OfferWindow>
            )}
          </div>
        </aside>

        <div className="space-y-6 lg:col-start-1 lg:row-start-2">
          {v.installment_price > 0 && v.finance && !sold && (
            <Suspense fallback={<div className="h-72 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />}>
              <InstallmentCalculator
                plan={v.finance}
                cashPrice={v.cash_price}
                installmentPrice={v.installment_price}
                onUsePlan={() => setPreset((p) => ({ option: 'installments', amount: v.installment_price, n: (p?.n ?? 0) + 1 }))}
                closed={windowClosed}
              />
            </Suspense>
          )}
          {description && (
            <section aria-labelledby="vehicle-description" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
              <h2 id="vehicle-description" className="mb-2 text-lg font-semibold">
                {t('vehicle.description')}
              </h2>
              <p className="whitespace-pre-line text-slate-700">{description}</p>
            </section>
          )}
          <Specifications vehicle={v} />
          <TechnicalSpecs vehicle={v} />
          <FeatureGroups vehicle={v} />
          <PublicQuestions questions={v.questions} slug={v.product_slug} />
        </div>
      </div>
      {idle && <RelatedVehicles vehicles={data.relatedProducts ?? []} />}
    </div>
  );
}

/**
 * OfferWindow owns the ticking countdown, so each second re-renders the
 * countdown alone: children (the bid form) are elements made by the parent
 * and are left as they are.
 */
function OfferWindow({
  offerEndsAt,
  closesAt,
  closed,
  children,
}: {
  offerEndsAt: string | null | undefined;
  closesAt?: string;
  closed: ReactNode;
  children: ReactNode;
}) {
  const left = useCountdown(offerEndsAt, closesAt);
  if (left.closed) return closed;
  return (
    <>
      <Countdown left={left} />
      {children}
    </>
  );
}

function VehicleSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[1fr_24rem]" aria-busy="true">
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="space-y-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}
