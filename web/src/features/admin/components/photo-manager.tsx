import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, useState } from 'react';
import { notify } from '@/lib/toast';
import { useVehicleImages } from '../api/vehicle-images';
import type { VehicleImage } from '../api/types';
import { errorText } from '@/lib/api-errors';
import { useAdminT } from '../lib/use-admin-t';

/**
 * PhotoManager uploads a vehicle's photos (pick or drop several), orders
 * them by drag and drop (or the keyboard: focus a photo, Space, arrows,
 * Space) and removes them. The first photo is the cover; "Make cover" moves
 * one to the front.
 */
export function PhotoManager({ vehicleId, images }: { vehicleId: number; images: VehicleImage[] }) {
  const { t } = useAdminT();
  const { upload, remove, reorder } = useVehicleImages(vehicleId);
  const [uploading, setUploading] = useState(0);
  const [dragOver, setDragOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = images.map((im) => im.id);

  async function add(files: FileList | File[]) {
    const list = Array.from(files);
    setUploading((n) => n + list.length);
    // One at a time, in the order chosen, so the photos keep that order.
    for (const f of list) {
      try {
        await upload.mutateAsync(f);
      } catch (err) {
        notify('error', `${f.name}: ${errorText(err, t('common.networkError'))}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }
  function move(order: number[]) {
    reorder.mutate(order, { onError: (err) => notify('error', errorText(err, t('common.networkError'))) });
  }
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    move(arrayMove(ids, ids.indexOf(Number(e.active.id)), ids.indexOf(Number(e.over.id))));
  }

  return (
    <div>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragOver(false);
          if (e.dataTransfer.files.length) void add(e.dataTransfer.files);
        }}
        className={`rounded-lg border-2 border-dashed p-3 ${dragOver ? 'border-emerald-600 bg-emerald-50' : 'border-slate-300'}`}
      >
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={t('photos.list')}>
              {images.map((im, i) => (
                <Photo
                  key={im.id}
                  image={im}
                  cover={i === 0}
                  label={t('photos.photo', { n: i + 1, total: images.length })}
                  onCover={() => move([im.id, ...ids.filter((x) => x !== im.id)])}
                  onRemove={() =>
                    remove.mutate(im.id, { onError: (err) => notify('error', errorText(err, t('common.networkError'))) })
                  }
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <button type="button" onClick={() => input.current?.click()} className="rounded border border-slate-300 bg-white px-3 py-1.5 hover:bg-slate-50">
            {t('photos.add')}
          </button>
          <span className="text-slate-600">{uploading > 0 ? t('photos.uploading', { count: uploading }) : t('photos.hint')}</span>
          <input
            ref={input}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-label={t('photos.add')}
            data-testid="photo-input"
            onChange={(e) => {
              if (e.target.files?.length) void add(e.target.files);
              e.target.value = '';
            }}
          />
        </div>
      </div>
    </div>
  );
}

function Photo({ image, cover, label, onCover, onRemove }: { image: VehicleImage; cover: boolean; label: string; onCover: () => void; onRemove: () => void }) {
  const { t } = useAdminT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: image.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative overflow-hidden rounded border bg-white ${isDragging ? 'z-10 shadow-lg' : ''} ${cover ? 'border-emerald-600 ring-2 ring-emerald-600' : 'border-slate-200'}`}
    >
      <button type="button" {...attributes} {...listeners} aria-label={`${label}: ${t('photos.drag')}`} className="block w-full cursor-grab">
        <img src={image.card_url || image.url} alt="" className="aspect-[4/3] w-full object-cover" />
      </button>
      {cover && <span className="absolute left-1 top-1 rounded bg-emerald-700 px-1.5 text-xs text-white">{t('photos.cover')}</span>}
      <div className="flex justify-between gap-1 p-1 text-xs">
        {!cover ? (
          <button type="button" onClick={onCover} className="rounded px-1 text-emerald-800 hover:bg-emerald-50">
            {t('photos.makeCover')}
          </button>
        ) : (
          <span />
        )}
        <button type="button" onClick={onRemove} aria-label={`${label}: ${t('photos.remove')}`} className="rounded px-1 text-rose-700 hover:bg-rose-50">
          {t('photos.remove')}
        </button>
      </div>
    </li>
  );
}
