import { useRef, useState } from 'react';
import { errorText } from '@/lib/api-errors';
import type { VehicleImage } from '@/lib/api-types';
import { toLocalDigits } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useListingCalls } from '../api/my-vehicles';
import { useSellT } from '../lib/i18n';
import { shrinkPhoto } from '../lib/shrink';
import { MAX_SELLER_PHOTOS } from '@/lib/constants.gen';

/** The most photos a seller's listing holds (garihaat.MaxSellerPhotos). */
export const MAX_PHOTOS = MAX_SELLER_PHOTOS;

interface Pending {
  key: number;
  name: string;
  file: File | null; // null while it is being shrunk
  progress: number;
  error: string | null;
}

/**
 * PhotoStep adds a listing's photos from the camera or the gallery, each
 * shrunk on the phone and uploaded one at a time with its own progress bar;
 * a failed one stays with Retry and Discard. The first photo is the cover;
 * buttons (not a drag, which a thumb does badly) move a photo or make it the cover.
 */
export function PhotoStep({ vehicleId, images }: { vehicleId: number; images: VehicleImage[] }) {
  const { t } = useSellT();
  const lang = useLanguage();
  const calls = useListingCalls();
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(1);
  const input = useRef<HTMLInputElement>(null);
  const room = MAX_PHOTOS - images.length - pending.length;
  const patch = (key: number, p: Partial<Pending>) => setPending((all) => all.map((x) => (x.key === key ? { ...x, ...p } : x)));

  async function send(key: number, file: File) {
    patch(key, { error: null, progress: 0, file });
    try {
      await calls.uploadImage(vehicleId, file, (done) => patch(key, { progress: done }));
      setPending((all) => all.filter((x) => x.key !== key));
    } catch (err) {
      patch(key, { error: errorText(err, t('networkError')) });
    }
  }

  async function add(files: FileList) {
    const list = Array.from(files).slice(0, Math.max(0, room));
    const added = list.map((f) => ({ key: nextKey.current++, name: f.name, file: null, progress: 0, error: null }));
    setPending((all) => [...all, ...added]);
    // One at a time, in the order chosen: the photos keep that order, and a slow uplink is not split six ways.
    for (const [i, f] of list.entries()) {
      const small = await shrinkPhoto(f);
      await send(added[i].key, small);
    }
  }

  function move(from: number, to: number) {
    const order = images.map((im) => im.id);
    const [id] = order.splice(from, 1);
    order.splice(to, 0, id);
    calls.reorder.mutate({ id: vehicleId, order }, { onError: (err) => notify('error', errorText(err, t('networkError'))) });
  }

  const btn = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-40';
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">{t('photos.hint', { max: toLocalDigits(MAX_PHOTOS, lang) })}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="photo-grid">
        {images.map((im, i) => (
          <li key={im.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="photo">
            <div className="relative aspect-[4/3] bg-slate-100">
              <img src={im.card_url} alt={t('photos.photoAlt', { n: toLocalDigits(i + 1, lang) })} className="h-full w-full object-cover" />
              {i === 0 && <span className="absolute left-1 top-1 rounded bg-emerald-800 px-2 py-0.5 text-xs font-semibold text-white">{t('photos.cover')}</span>}
            </div>
            <div className="flex flex-wrap gap-1 p-1.5">
              <button type="button" className={btn} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('photos.moveLeft')}>
                ←
              </button>
              <button type="button" className={btn} disabled={i === images.length - 1} onClick={() => move(i, i + 1)} aria-label={t('photos.moveRight')}>
                →
              </button>
              {i > 0 && (
                <button type="button" className={btn} onClick={() => move(i, 0)}>
                  {t('photos.makeCover')}
                </button>
              )}
              <button
                type="button"
                className={`${btn} ml-auto text-red-700`}
                aria-label={t('photos.remove')}
                onClick={() => calls.removeImage.mutate({ id: vehicleId, imageId: im.id }, { onError: (err) => notify('error', errorText(err, t('networkError'))) })}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.key} className="flex flex-col justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm" data-testid="photo-pending">
            {p.error ? (
              <>
                <p role="alert" className="break-words text-red-700">
                  {t('photos.failed', { name: p.name, reason: p.error })}
                </p>
                <div className="flex gap-2">
                  <button type="button" className={btn} onClick={() => p.file && void send(p.key, p.file)}>
                    {t('photos.retry')}
                  </button>
                  <button type="button" className={btn} onClick={() => setPending((all) => all.filter((x) => x.key !== p.key))}>
                    {t('photos.discard')}
                  </button>
                </div>
              </>
            ) : (
              <>
                <p className="truncate text-slate-700">{t('photos.uploading', { name: p.name })}</p>
                <progress className="h-2 w-full accent-emerald-700" max={1} value={p.progress} aria-label={t('photos.uploading', { name: p.name })} />
              </>
            )}
          </li>
        ))}
      </ul>
      {room > 0 ? (
        <label className="mt-4 flex min-h-12 cursor-pointer items-center justify-center rounded-lg border-2 border-dashed border-emerald-700 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 hover:bg-emerald-100">
          {t('photos.add')}
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            data-testid="photo-input"
            onChange={(e) => {
              if (e.target.files?.length) void add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('photos.full')}</p>
      )}
    </div>
  );
}
