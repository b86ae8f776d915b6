import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/icons';
import { ApiError, type QueryValue } from '@/lib/api-client';
import { districtsQuery } from '@/lib/districts';
import { useFilterParams } from '@/lib/filter-params';
import { createSavedSearch, savedSearchesKey } from '@/lib/saved-searches';
import { signInLink, withParam } from '@/lib/return-path';
import { savedQueryOf, searchSummary } from '@/lib/search-summary';
import { hasToken, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';

/**
 * SaveSearch keeps the list's filters as a saved search with SMS alerts
 * (issue 30). Signed out, it sends the visitor to sign in and back here
 * with save=1 in the address, and the search is saved on return.
 */
export function SaveSearch({ params }: { params: Record<string, QueryValue> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { user } = useSession();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: options } = useFilterParams();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const query = savedQueryOf(params);

  async function save() {
    if (busy) return;
    if (!hasToken()) {
      notify('info', t('saveSearch.signIn'));
      const link = signInLink(withParam(location.pathname + location.search, 'save', '1'));
      navigate(link.to, { state: link.state });
      return;
    }
    setBusy(true);
    try {
      // The name is what the alert SMS says: a district by its name, so the
      // list of districts is had first (the filter panel has usually fetched it).
      const districts = query.includes('district=') ? (await qc.ensureQueryData(districtsQuery)).districts : undefined;
      const name = searchSummary(query, options, lang, districts).slice(0, 60);
      const res = await createSavedSearch({ name, query });
      setSaved(true);
      notify('success', res.message);
      void qc.invalidateQueries({ queryKey: savedSearchesKey(user?.id) });
    } catch (err) {
      notify('error', err instanceof ApiError && err.status > 0 ? err.message : t('saveSearch.failed'));
    } finally {
      setBusy(false);
    }
  }

  // Back from sign-in with save=1: save once, then take it out of the address.
  const resumed = useRef(false);
  const wantsSave = searchParams.get('save') === '1';
  useEffect(() => {
    if (!wantsSave || !user || !options || resumed.current) return;
    resumed.current = true;
    const sp = new URLSearchParams(searchParams);
    sp.delete('save');
    setSearchParams(sp, { replace: true });
    void save();
    // save reads the current filters; it runs once on return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsSave, user, options]);

  if (saved) {
    return (
      <Link
        to="/account/saved-searches"
        className="flex items-center gap-2 rounded-md border border-emerald-800 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
        data-testid="search-saved"
      >
        <BellIcon size={16} />
        {t('saveSearch.saved')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void save()}
      disabled={busy}
      className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
      data-testid="save-search"
    >
      <BellIcon size={16} />
      {t('saveSearch.save')}
    </button>
  );
}
