import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { NoData } from '@/components/no-data';
import { useIdle } from '@/lib/idle';
import { useHomepage } from '../api/get-homepage';
import { BestDealers } from '../components/best-dealers';
import { BrandCarousel } from '../components/brand-carousel';
import { DealerStats } from '../components/dealer-stats';
import { HeroSlider } from '../components/hero-slider';
import { Testimonials } from '../components/testimonials';
import { TypeSection, TypeSectionSkeleton } from '../components/type-section';
import { TypeStrip } from '../components/type-strip';

/** HomePage is the landing page of spec §2. */
export default function HomePage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useHomepage();
  const types = data?.types ?? [];
  // Below the fold on every screen: the vehicles by type (five sections of
  // cards, three quarters of the page's elements) and what follows render
  // once the first render is on screen and the browser is idle, so the
  // first render is the hero, brands and types a visitor sees first.
  const idle = useIdle();
  return (
    <>
      <PageTitle />
      <HeroSlider />
      <BrandCarousel brands={data?.brands} loading={isPending} />
      <TypeStrip types={data?.types} loading={isPending} />
      <div aria-label={t('home.vehiclesByType')} role="region">
        {isPending || !idle ? (
          <TypeSectionSkeleton />
        ) : types.length > 0 ? (
          types.map((type) => <TypeSection key={type.id} type={type} />)
        ) : (
          <NoData onRetry={isError ? () => void refetch() : undefined} />
        )}
      </div>
      {idle && (
        <>
          <DealerStats />
          <BestDealers dealers={data?.dealers} loading={isPending} />
          <Testimonials items={data?.testimonials} loading={isPending} />
        </>
      )}
    </>
  );
}
