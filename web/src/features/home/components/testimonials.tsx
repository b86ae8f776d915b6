import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/icons';
import { NoData } from '@/components/no-data';
import { Skeleton } from '@/components/skeleton';
import type { Testimonial } from '@/lib/api-types';
import { pick } from '@/lib/localized';
import { useLanguage } from '@/lib/use-language';
import { Carousel } from './carousel';

/** Spec §9: padded to at least 4 by repeating; 2 s skeleton. */
export const MIN_TESTIMONIALS = 4;
export const TESTIMONIAL_SKELETON_MS = 2000;

/** padTestimonials repeats the list until it has at least min entries. */
export function padTestimonials<T>(items: T[], min = MIN_TESTIMONIALS): T[] {
  if (items.length === 0) return [];
  const out = [...items];
  for (let i = 0; out.length < min; i++) out.push(items[i % items.length]);
  return out;
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const bn = item.bn_translation;
  const rating = Math.max(0, Math.min(5, item.rating));
  return (
    <figure className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex text-amber-500" role="img" aria-label={t('home.rating', { n: rating })}>
        {[1, 2, 3, 4, 5].map((i) => (
          <StarIcon key={i} size={16} filled={i <= rating} />
        ))}
      </div>
      <blockquote className="flex-1 text-slate-700">“{pick(item.content, bn?.content, lang)}”</blockquote>
      <figcaption className="flex items-center gap-3">
        <img src={item.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full bg-slate-100 object-cover" />
        <span>
          <span className="block font-semibold text-slate-900">{pick(item.name, bn?.name, lang)}</span>
          <span className="block text-sm text-slate-600">{pick(item.company, bn?.company, lang)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function Testimonials({ items, loading }: { items?: Testimonial[]; loading: boolean }) {
  const { t } = useTranslation();
  const [skeleton, setSkeleton] = useState(true);
  useEffect(() => {
    const id = window.setTimeout(() => setSkeleton(false), TESTIMONIAL_SKELETON_MS);
    return () => window.clearTimeout(id);
  }, []);
  const padded = padTestimonials(items ?? []);
  return (
    <section aria-labelledby="home-testimonials" className="cv-auto bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="home-testimonials" className="mb-4 text-xl font-semibold sm:text-2xl">
          {t('home.testimonials')}
        </h2>
        {loading || skeleton ? (
          <div className="flex gap-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className={`h-48 ${i === 0 ? 'w-full md:w-1/2 lg:w-1/3' : 'hidden md:block md:w-1/2 lg:w-1/3'}`} />
            ))}
          </div>
        ) : padded.length > 0 ? (
          <Carousel label={t('home.testimonials')} itemClass="w-full md:w-1/2 lg:w-1/3" autoplayMs={3000}>
            {padded.map((item, i) => (
              <TestimonialCard key={`${item.id}-${i}`} item={item} />
            ))}
          </Carousel>
        ) : (
          <NoData />
        )}
      </div>
    </section>
  );
}
