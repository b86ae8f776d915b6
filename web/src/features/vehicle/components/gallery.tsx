import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/icons';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/**
 * Gallery shows a vehicle's photos: they swipe on touch (the platform's own
 * scroll snapping, no library bytes), step with previous/next and the
 * thumbnails, and open full screen, where the browser's own pinch-zoom
 * works on the photo.
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [active, setActive] = useState(0);
  const [full, setFull] = useState<number | null>(null);
  const track = useRef<HTMLUListElement>(null);
  if (images.length === 0) return <div className="aspect-[4/3] rounded-xl bg-slate-200" />;
  const n = (i: number) => toLocalDigits(i + 1, lang);
  const total = toLocalDigits(images.length, lang);
  const show = (i: number) => {
    const el = track.current;
    const next = (i + images.length) % images.length;
    el?.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' });
    setActive(next);
  };
  // A swipe moves the track; the photo it stops on is the active one.
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== active && i >= 0 && i < images.length) setActive(i);
  };
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-slate-100">
        <ul ref={track} onScroll={onScroll} className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto" data-testid="gallery-track">
          {images.map((src, i) => (
            <li key={src + i} className="w-full shrink-0 snap-center">
              <button
                type="button"
                onClick={() => setFull(i)}
                aria-label={t('vehicle.openFullScreen', { n: n(i), total })}
                className="block w-full cursor-zoom-in"
              >
                <img
                  src={src}
                  alt={t('vehicle.imageAlt', { title, n: n(i), total })}
                  width={800}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
        {images.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(active - 1)}
              aria-label={t('vehicle.previousImage')}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2.5 text-slate-900 shadow hover:bg-white"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => show(active + 1)}
              aria-label={t('vehicle.nextImage')}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2.5 text-slate-900 shadow hover:bg-white"
            >
              <ChevronRightIcon />
            </button>
            <p className="absolute bottom-2 right-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white" data-testid="gallery-count">
              {n(active)} / {total}
            </p>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="no-scrollbar mt-3 flex gap-2 overflow-x-auto">
          {images.map((src, i) => (
            <li key={src + i} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t('vehicle.showImage', { n: n(i) })}
                aria-current={i === active}
                className={`block overflow-hidden rounded-md border-2 ${i === active ? 'border-emerald-700' : 'border-transparent'}`}
              >
                <img src={src} alt="" width={96} height={72} loading="lazy" className="h-16 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {full !== null && <FullScreen images={images} start={full} title={title} onClose={() => setFull(null)} />}
    </div>
  );
}

/**
 * FullScreen shows one photo at a time over everything, as large as the
 * screen allows. It is a modal <dialog>: focus moves in, Escape closes it.
 * The page keeps user scaling on, so pinching zooms into the photo.
 */
function FullScreen({ images, start, title, onClose }: { images: string[]; start: number; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [i, setI] = useState(start);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
    return () => d?.close?.();
  }, []);
  const total = toLocalDigits(images.length, lang);
  const step = (d: number) => setI((x) => (x + d + images.length) % images.length);
  return (
    <dialog
      ref={ref}
      aria-label={t('vehicle.imageAlt', { title, n: toLocalDigits(i + 1, lang), total })}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
      data-testid="gallery-full"
      className="m-0 h-full max-h-none w-full max-w-none bg-black p-0 backdrop:bg-black"
    >
      <div className="flex h-full w-full items-center justify-center" style={{ touchAction: 'pinch-zoom' }}>
        <img src={images[i]} alt={t('vehicle.imageAlt', { title, n: toLocalDigits(i + 1, lang), total })} className="max-h-full max-w-full object-contain" />
      </div>
      <button
        type="button"
        autoFocus
        onClick={onClose}
        aria-label={t('vehicle.closeFullScreen')}
        className="absolute right-3 top-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-900"
      >
        <CloseIcon />
      </button>
      {images.length > 1 && (
        <>
          <button type="button" onClick={() => step(-1)} aria-label={t('vehicle.previousImage')}
            className="absolute left-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900">
            <ChevronLeftIcon />
          </button>
          <button type="button" onClick={() => step(1)} aria-label={t('vehicle.nextImage')}
            className="absolute right-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900">
            <ChevronRightIcon />
          </button>
          <p className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-sm text-white">
            {toLocalDigits(i + 1, lang)} / {total}
          </p>
        </>
      )}
    </dialog>
  );
}
