import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { useAutoplay, usePauseInside } from '../hooks/use-autoplay';

/**
 * Carousel is a light scroll-snap slider (native swipe, no library): items
 * per view are set by itemClass (e.g. 1/2/3 at 0/640/1024 px), autoplay
 * advances one item and wraps to the start.
 */
export function Carousel({
  label,
  children,
  itemClass,
  autoplayMs,
}: {
  label: string;
  children: ReactNode[];
  itemClass: string;
  autoplayMs?: number;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  // Autoplay stops while the pointer or the keyboard focus is inside.
  const pause = usePauseInside();

  const scrollBy = useCallback((dir: 1 | -1) => {
    const el = track.current;
    if (!el || !el.firstElementChild) return;
    const step = (el.firstElementChild as HTMLElement).offsetWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const atStart = el.scrollLeft <= 4;
    if (dir === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
    else if (dir === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: 'smooth' });
    else el.scrollBy({ left: dir * step, behavior: 'smooth' });
  }, []);

  const auto = useCallback(() => scrollBy(1), [scrollBy]);
  const playing = Boolean(autoplayMs) && children.length > 1 && !pause.inside;
  useAutoplay(auto, autoplayMs ?? 0, playing);

  return (
    <div
      className="relative"
      aria-roledescription="carousel"
      aria-label={label}
      {...pause.handlers}
      data-autoplay={playing ? 'on' : 'off'}
    >
      <ul ref={track} className="no-scrollbar -mx-2 flex snap-x snap-mandatory overflow-x-auto scroll-smooth">
        {children.map((child, i) => (
          <li key={i} className={`shrink-0 snap-start px-2 ${itemClass}`}>
            {child}
          </li>
        ))}
      </ul>
      {children.length > 1 && (
        <div className="mt-4 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => scrollBy(-1)}
            aria-label={t('common.previous')}
            className="rounded-full border border-slate-300 bg-white p-2 text-slate-800 hover:bg-slate-100"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => scrollBy(1)}
            aria-label={t('common.next')}
            className="rounded-full border border-slate-300 bg-white p-2 text-slate-800 hover:bg-slate-100"
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
