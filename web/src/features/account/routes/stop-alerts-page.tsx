import '@/locales/account';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ApiError } from '@/lib/api-client';
import type { StoppedAlerts } from '@/lib/api-types';
import { stopAlerts } from '@/lib/saved-searches';

/**
 * StopAlertsPage is an alert SMS's stop link (/s/<token>): one button
 * turns the alerts off without signing in. The page itself changes
 * nothing, so a messaging app's link preview cannot stop them.
 */
export default function StopAlertsPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'gone' | 'failed'>('ask');
  const [stopped, setStopped] = useState<StoppedAlerts | null>(null);

  async function stop() {
    setState('busy');
    try {
      const res = await stopAlerts(token);
      setStopped(res.stopped);
      setState('done');
    } catch (err) {
      setState(err instanceof ApiError && err.status === 404 ? 'gone' : 'failed');
    }
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-12" data-testid="stop-alerts">
      <PageTitle title={t('stop.title')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('stop.title')}</h1>
      {state === 'done' && stopped ? (
        <div className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900" role="status">
          <p className="font-medium">{t('stop.done')}</p>
          {stopped.searches.length > 0 && <p className="mt-1">{t('stop.searches', { names: stopped.searches.join(', ') })}</p>}
          {stopped.price_alerts && <p className="mt-1">{t('stop.drops')}</p>}
          <Link to="/account/saved-searches" className="mt-3 inline-block font-medium underline">
            {t('stop.manage')}
          </Link>
        </div>
      ) : state === 'gone' ? (
        <p className="mt-4 text-slate-700" role="alert">
          {t('stop.gone')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('stop.ask')}</p>
          {state === 'failed' && (
            <p className="mt-2 text-red-700" role="alert">
              {t('stop.failed')}
            </p>
          )}
          <button
            type="button"
            onClick={() => void stop()}
            disabled={state === 'busy'}
            className="mt-4 rounded-lg bg-emerald-800 px-5 py-2.5 font-medium text-white hover:bg-emerald-900 disabled:opacity-60"
          >
            {state === 'busy' ? t('stop.stopping') : t('stop.button')}
          </button>
        </>
      )}
    </div>
  );
}
