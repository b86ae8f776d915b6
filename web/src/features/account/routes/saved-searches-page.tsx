import '@/locales/account';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import type { SavedSearch, SavedSearchesResponse } from '@/lib/api-types';
import { useDistricts } from '@/lib/districts';
import { useFilterParams } from '@/lib/filter-params';
import { formatNumber } from '@/lib/format';
import { deleteSavedSearch, savedSearchesKey, savedSearchesQuery, setPriceAlerts, updateSavedSearch } from '@/lib/saved-searches';
import { searchSummary } from '@/lib/search-summary';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListState } from '../components/list-state';
import { SectionHeading } from '../components/section-heading';
import { useExpireOn401, useSessionExpiry } from '../hooks/use-session-expiry';

/** Switch is an on/off control with its label; role=switch tells a screen reader it acts at once. */
function Switch({ on, label, onChange, busy }: { on: boolean; label: string; onChange: (on: boolean) => void; busy?: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={busy}
      onClick={() => onChange(!on)}
      className="flex items-center gap-2 text-sm font-medium text-slate-800 disabled:opacity-60"
    >
      <span className={`relative inline-block h-6 w-10 rounded-full transition-colors ${on ? 'bg-emerald-700' : 'bg-slate-300'}`}>
        <span className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${on ? 'left-[1.125rem]' : 'left-0.5'}`} />
      </span>
      {label}
    </button>
  );
}

/**
 * SavedSearchesPage lists the user's saved searches (issue 30): each with
 * its filters read out, how many vehicles match and how many are new since
 * it was last opened, its SMS alerts on or off; and the price-drop switch.
 */
export default function SavedSearchesPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const { user } = useSession();
  const qc = useQueryClient();
  const key = savedSearchesKey(user?.id);
  const list = useQuery(savedSearchesQuery(user?.id));
  useExpireOn401(list.error);
  const expire = useSessionExpiry();
  const { data: options } = useFilterParams();
  const districts = useDistricts().data;
  const [pending, setPending] = useState<SavedSearch | null>(null);

  const patch = (fn: (d: SavedSearchesResponse) => SavedSearchesResponse) =>
    qc.setQueryData<SavedSearchesResponse>(key, (d) => (d ? fn(d) : d));
  const failed = (err: unknown) => {
    if (expire(err)) return;
    notify('error', err instanceof ApiError && err.status > 0 ? err.message : t('searches.failed'));
  };
  const alerts = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => updateSavedSearch(id, { alerts: on }),
    onSuccess: (res) => patch((d) => ({ ...d, searches: d.searches.map((s) => (s.id === res.search.id ? res.search : s)) })),
    onError: failed,
  });
  const drops = useMutation({
    mutationFn: setPriceAlerts,
    onSuccess: (res) => patch((d) => ({ ...d, price_alerts: res.price_alerts })),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (res, id) => {
      patch((d) => ({ ...d, searches: d.searches.filter((s) => s.id !== id) }));
      setPending(null);
      notify('success', res.message);
    },
    onError: failed,
  });
  // Opening a search clears its news; the list opens at once, the mark follows.
  const opened = (s: SavedSearch) => {
    if (s.new > 0) void updateSavedSearch(s.id, { seen: true }).catch(() => undefined);
  };

  const searches = list.data?.searches;
  return (
    <div>
      <SectionHeading title={t('searches.title')} intro={t('searches.intro')} />
      {list.data && (
        <div className="mb-4 rounded-xl border border-slate-200 bg-white p-3">
          <Switch
            on={list.data.price_alerts}
            busy={drops.isPending}
            label={t('searches.priceAlerts')}
            onChange={(on) => drops.mutate(on)}
          />
        </div>
      )}
      {searches && searches.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center" data-testid="no-searches">
          <p className="text-slate-700">{t('searches.none')}</p>
          <Link to="/all-vehicles" className="mt-3 inline-block font-medium text-emerald-800 underline">
            {t('searches.browse')}
          </Link>
        </div>
      ) : (
        <ListState items={searches} pending={list.isPending} failed={list.isError} onRetry={() => void list.refetch()}>
          {(items) =>
            items.map((s) => (
              <li key={s.id} data-testid="saved-search" className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="font-semibold text-slate-900">{s.name}</h2>
                    <p className="text-sm text-slate-600">{searchSummary(s.query, options, lang, districts)}</p>
                  </div>
                  {s.new > 0 && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900" data-testid="search-new">
                      {t('searches.new', { count: s.new, n: formatNumber(s.new, lang) })}
                    </span>
                  )}
                </div>
                <p className="mt-1 text-sm text-slate-700">{t('searches.matches', { count: s.matches, n: formatNumber(s.matches, lang) })}</p>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <Link
                    to={s.path}
                    onClick={() => opened(s)}
                    className="rounded-lg bg-emerald-800 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-900"
                  >
                    {t('searches.open')}
                  </Link>
                  <Switch
                    on={s.alerts}
                    busy={alerts.isPending && alerts.variables?.id === s.id}
                    label={t('searches.alerts')}
                    onChange={(on) => alerts.mutate({ id: s.id, on })}
                  />
                  <button
                    type="button"
                    onClick={() => setPending(s)}
                    className="ml-auto rounded-lg border border-red-200 px-3 py-2 text-sm text-red-700 hover:bg-red-50"
                  >
                    {t('searches.delete')}
                  </button>
                </div>
              </li>
            ))
          }
        </ListState>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('searches.confirmTitle')}
        cancelLabel={t('saved.cancel')}
        confirmLabel={t('searches.delete')}
        busy={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && remove.mutate(pending.id)}
      >
        {pending && t('searches.confirmBody', { name: pending.name })}
      </ConfirmDialog>
    </div>
  );
}
