import type { ReactNode } from 'react';
import { useAdminT } from '../lib/use-admin-t';
import { errorText } from '@/lib/api-errors';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  retry: () => void;
  children: ReactNode;
  rows?: number;
}

/** QueryState shows skeleton rows while a list loads and an error with a retry when it fails. */
export function QueryState({ isPending, error, retry, children, rows = 6 }: QueryStateProps) {
  const { t } = useAdminT();
  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900">
        <p>{errorText(error, t('common.networkError'))}</p>
        <button type="button" onClick={retry} className="mt-2 rounded bg-rose-800 px-3 py-1 text-white hover:bg-rose-900">
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (isPending) return <Skeleton rows={rows} />;
  return children;
}

/** Skeleton stands in for a list while it loads. */
export function Skeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useAdminT();
  return (
    <div role="status" aria-label={t('common.loading')} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-8 animate-pulse rounded bg-slate-200" />
      ))}
    </div>
  );
}
