import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from '@/components/no-data';
import { Skeleton } from '@/components/skeleton';

/** Number of placeholders while a list loads (spec §9). */
export const PLACEHOLDERS = 5;

/** CardPlaceholders are the grey stand-ins for list cards while they load. */
export function CardPlaceholders() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-testid="list-loading">
      <span className="sr-only">{t('common.loading')}</span>
      <ul className="space-y-3">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={i} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4">
            <Skeleton className="h-20 w-24 shrink-0 sm:h-28 sm:w-40" />
            <div className="flex-1 space-y-2 py-1">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * ListState shows the placeholders while loading, 'No Data Found!' when the
 * list is empty or failed to load (spec §8; a retry button on failure), and
 * the cards otherwise.
 */
export function ListState<T>({
  items,
  pending,
  failed,
  onRetry,
  children,
}: {
  items: T[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('account');
  if (pending) return <CardPlaceholders />;
  if (failed || !items || items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white">
        <NoData />
        {failed && (
          <div className="-mt-6 pb-8 text-center">
            <button
              type="button"
              onClick={onRetry}
              className="rounded-md border border-emerald-800 px-4 py-2 font-medium text-emerald-900 hover:bg-emerald-50"
            >
              {t('account.retry')}
            </button>
          </div>
        )}
      </div>
    );
  }
  return <ul className="space-y-3">{children(items)}</ul>;
}
