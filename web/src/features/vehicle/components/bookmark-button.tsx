import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookmarkIcon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { signInLink, withParam } from '@/lib/return-path';
import { hasToken, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import type { VehicleDetail } from '../api/get-vehicle';
import { useToggleBookmark } from '../api/toggle-bookmark';

/**
 * BookmarkButton toggles the saved state; it needs sign-in (spec §5, §8).
 * Signed out, its toast carries the sign-in link, which comes back here
 * with bookmark=1 in the address; the vehicle is then saved (issue 50).
 */
export function BookmarkButton({ vehicleId, slug, initial }: { vehicleId: number; slug: string; initial: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [saved, setSaved] = useState(initial);
  const toggle = useToggleBookmark();
  const qc = useQueryClient();

  function askToSignIn() {
    const back = withParam(location.pathname + location.search, 'bookmark', '1');
    notify('warning', t('vehicle.loginToSave'), { ...signInLink(back), label: t('vehicle.signInToSave') });
  }

  // Back from sign-in with bookmark=1: save it once (unless it was saved
  // already: the call toggles), then take the parameter out of the address.
  const resumed = useRef(false);
  const wantsSave = searchParams.get('bookmark') === '1';
  useEffect(() => {
    if (!wantsSave || !user || resumed.current) return;
    resumed.current = true;
    const sp = new URLSearchParams(searchParams);
    sp.delete('bookmark');
    setSearchParams(sp, { replace: true });
    if (!initial) void onClick();
    // onClick reads the current state; it runs once on return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsSave, user]);

  async function onClick() {
    if (!hasToken()) {
      askToSignIn();
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
      if (err instanceof ApiError && err.status === 401) askToSignIn();
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
