import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** Gallery shows the main image with previous/next controls and thumbnails. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [active, setActive] = useState(0);
  if (images.length === 0) return <div className="aspect-[4/3] rounded-xl bg-slate-200" />;
  const go = (d: number) => setActive((i) => (i + d + images.length) % images.length);
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-slate-100">
        <img
          src={images[active]}
          alt={t('vehicle.imageAlt', { title, n: toLocalDigits(active + 1, lang), total: toLocalDigits(images.length, lang) })}
          width={800}
          height={600}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-cover"
        />
        {images.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('vehicle.previousImage')}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('vehicle.nextImage')}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="no-scrollbar mt-3 flex gap-2 overflow-x-auto">
          {images.map((src, i) => (
            <li key={src + i} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={t('vehicle.showImage', { n: toLocalDigits(i + 1, lang) })}
                aria-current={i === active}
                className={`block overflow-hidden rounded-md border-2 ${i === active ? 'border-emerald-700' : 'border-transparent'}`}
              >
                <img src={src} alt="" width={96} height={72} loading="lazy" className="h-16 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
