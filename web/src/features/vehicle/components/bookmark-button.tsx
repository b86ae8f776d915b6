import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookmarkIcon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { hasToken } from '@/lib/session';
import { notify } from '@/lib/toast';
import type { VehicleDetail } from '../api/get-vehicle';
import { useToggleBookmark } from '../api/toggle-bookmark';

/** BookmarkButton toggles the saved state; it needs sign-in (spec §5, §8). */
export function BookmarkButton({ vehicleId, slug, initial }: { vehicleId: number; slug: string; initial: boolean }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(initial);
  const toggle = useToggleBookmark();
  const qc = useQueryClient();

  async function onClick() {
    if (!hasToken()) {
      notify('warning', t('vehicle.loginToSave'));
      return;
    }
    try {
      const res = await toggle.mutateAsync(vehicleId);
      if (!res.status) {
        notify('error', res.message);
        return;
      }
      setSaved(res.isBookmarked);
      qc.setQueryData<VehicleDetail>(['vehicle', slug], (d) => (d ? { ...d, isBookmarked: res.isBookmarked } : d));
      if (res.message) notify('success', res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) notify('warning', t('vehicle.loginToSave'));
      else notify('error', t('vehicle.bookmarkFailed'));
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      disabled={toggle.isPending}
      className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium ${
        saved ? 'border-emerald-800 bg-emerald-50 text-emerald-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
      }`}
    >
      <BookmarkIcon size={18} filled={saved} />
      {saved ? t('vehicle.bookmarked') : t('vehicle.bookmark')}
    </button>
  );
}
