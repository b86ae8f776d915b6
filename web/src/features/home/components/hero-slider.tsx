import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/icons';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useSearchOverlay } from '@/components/search-overlay';
import hero1 from '../assets/hero-1.svg';
import hero2 from '../assets/hero-2.svg';
import hero3 from '../assets/hero-3.svg';
import hero4 from '../assets/hero-4.svg';
import hero5 from '../assets/hero-5.svg';
import { useAutoplay, usePauseInside } from '../hooks/use-autoplay';

const HERO_IMAGES = [hero1, hero2, hero3, hero4, hero5];
/** Spec §9: autoplay every 3 s, a 1200 ms fade. */
export const HERO_AUTOPLAY_MS = 3000;
export const HERO_SPEED_MS = 1200;

/** HeroSlider is the fading slider of five fixed images with a search box. */
export function HeroSlider() {
  const { t } = useTranslation();
  const { openSearch } = useSearchOverlay();
  const [active, setActive] = useState(0);
  // Images are mounted one step ahead of the slide shown, so the first paint
  // decodes one image instead of five.
  const [mounted, setMounted] = useState(2);
  const lang = useLanguage();
  // Autoplay stops while the pointer or the keyboard focus is in the
  // slider, and for good once the visitor pressed pause (WCAG 2.2.2).
  const pause = usePauseInside();
  const [stopped, setStopped] = useState(false);
  const playing = !pause.inside && !stopped;
  const next = useCallback(() => setActive((i) => (i + 1) % HERO_IMAGES.length), []);
  useEffect(() => setMounted((m) => Math.max(m, Math.min(HERO_IMAGES.length, active + 2))), [active]);
  useAutoplay(next, HERO_AUTOPLAY_MS, playing);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.heroLabel')}
      className="relative flex h-[31rem] flex-col overflow-hidden bg-emerald-950 sm:block sm:h-[26rem] lg:h-[30rem]"
      {...pause.handlers}
      data-autoplay={playing ? 'on' : 'off'}
    >
      {/* On a phone the picture is a strip under the text, its right side
          shown: behind the text it was cut to a wheel (issue 32). */}
      <div className="relative order-last h-40 shrink-0 sm:absolute sm:inset-0 sm:h-auto" data-testid="hero-picture">
      {HERO_IMAGES.slice(0, mounted).map((src, i) => (
        <img
          key={src}
          src={src}
          alt=""
          width={1600}
          height={640}
          fetchPriority={i === 0 ? 'high' : 'low'}
          decoding="async"
          style={{ transitionDuration: `${HERO_SPEED_MS}ms` }}
          className={`absolute inset-0 h-full w-full object-cover object-right transition-opacity ease-in-out sm:object-center ${
            i === active ? 'opacity-100' : 'opacity-0'
          }`}
        />
      ))}
      <div className="absolute inset-0 hidden bg-gradient-to-r from-black/70 via-black/40 to-black/0 sm:block" />
      </div>
      <div className="relative mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center px-4 sm:h-full">
        <h1 className="max-w-xl text-3xl font-semibold leading-tight text-white sm:text-4xl lg:text-5xl">
          {t('home.heroTitle')}
        </h1>
        <p className="mt-3 max-w-lg text-base text-white sm:text-lg">{t('home.heroSubtitle')}</p>
        <button
          type="button"
          onClick={openSearch}
          className="mt-6 flex w-full max-w-lg items-center gap-3 rounded-full bg-white px-5 py-3 text-left text-slate-600 shadow-lg hover:bg-slate-50"
        >
          <SearchIcon className="text-emerald-800" />
          <span className="flex-1 truncate">{t('search.placeholder')}</span>
          <span className="rounded-full bg-amber-500 px-4 py-1 text-sm font-medium text-slate-900">{t('search.submit')}</span>
        </button>
        <div className="mt-4 flex gap-1">
          {HERO_IMAGES.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setActive(i)}
              aria-label={t('home.slide', { n: toLocalDigits(i + 1, lang) })}
              aria-current={i === active}
              className="flex h-6 min-w-6 items-center justify-center"
            >
              <span className={`block h-2.5 rounded-full transition-all ${i === active ? 'w-8 bg-amber-400' : 'w-2.5 bg-white/70'}`} />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-pressed={stopped}
            aria-label={stopped ? t('home.playSlides') : t('home.pauseSlides')}
            className="ml-2 flex h-11 min-w-11 items-center justify-center rounded-full px-1 text-white hover:bg-white/20"
          >
            <span aria-hidden="true" className="text-xs font-bold leading-none">
              {stopped ? '▶' : '❚❚'}
            </span>
          </button>
        </div>
      </div>
    </section>
  );
}
