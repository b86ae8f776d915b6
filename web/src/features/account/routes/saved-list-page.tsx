import '@/locales/account';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formatInstallmentPrice, formatPrice } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useDeleteBookmark } from '../api/delete-bookmark';
import { useBookmarks } from '../api/get-bookmarks';
import type { Bookmark } from '../api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Detail, ListCard, useProductTitle } from '../components/list-card';
import { ListState } from '../components/list-state';
import { SectionHeading } from '../components/section-heading';
import { useExpireOn401, useSessionExpiry } from '../hooks/use-session-expiry';

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

/** Was strikes through the price a vehicle had when it was saved, when it is lower now. */
function Was({ price }: { price?: number }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  if (!price) return null;
  return (
    <span className="mt-0.5 block whitespace-nowrap text-sm font-normal" data-testid="price-drop">
      <span className="sr-only">{t('saved.was', { price: formatPrice(price, lang) })}</span>
      <s className="text-slate-500" aria-hidden="true">
        {formatPrice(price, lang)}
      </s>{' '}
      <span className="rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900">{t('saved.dropped')}</span>
    </span>
  );
}

/** SoldBadge marks a saved vehicle that was sold since (issue 50): its prices are history, not an offer. */
function SoldBadge() {
  const { t } = useTranslation('account');
  return (
    <span data-testid="sold-badge" className="inline-flex shrink-0 items-center rounded-full bg-slate-800 px-2.5 py-0.5 text-sm font-semibold text-white">
      {t('saved.sold')}
    </span>
  );
}

/** SavedListPage lists bookmarked vehicles; delete asks for confirmation first (spec §2, §4). */
export default function SavedListPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const bookmarks = useBookmarks();
  useExpireOn401(bookmarks.error);
  const expire = useSessionExpiry();
  const remove = useDeleteBookmark();
  const titleOf = useProductTitle();
  const [pending, setPending] = useState<Bookmark | null>(null);

  async function confirmDelete() {
    if (!pending || remove.isPending) return;
    try {
      const res = await remove.mutateAsync(pending.id);
      if (!res.status) {
        notify('error', res.message || t('saved.removeFailed'));
        return;
      }
      setPending(null);
      notify('success', t('saved.removed'));
    } catch (err) {
      console.error('delete bookmark failed', err);
      if (expire(err)) return;
      notify('error', err instanceof ApiError && err.status > 0 ? err.message : t('saved.removeFailed'));
    }
  }

  return (
    <div>
      <SectionHeading title={t('account.savedList')} intro={t('saved.intro')} />
      <ListState
        items={bookmarks.data?.bookmarks ?? undefined}
        pending={bookmarks.isPending}
        failed={bookmarks.isError}
        onRetry={() => void bookmarks.refetch()}
      >
        {(items) =>
          items.map((b) => {
            const title = titleOf(b.product);
            return (
              <ListCard key={b.id} testId="saved-card" product={b.product} badge={b.sold ? <SoldBadge /> : undefined}>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
                  <Detail label={t('saved.cashPrice')} strong>
                    {b.product ? formatPrice(b.product.cash_price, lang) : t('account.na')}
                    <Was price={b.was_cash_price} />
                  </Detail>
                  <Detail label={t('saved.installmentPrice')} strong>
                    {b.product ? (formatInstallmentPrice(b.product.installment_price, lang) ?? t('saved.installmentNone')) : t('account.na')}
                    <Was price={b.was_installment_price} />
                  </Detail>
                </dl>
                <div className="mt-3 flex items-center gap-2 sm:mt-2">
                  {b.product && (
                    <Link
                      to={`/vehicle-details/${b.product.product_slug}`}
                      className="rounded-lg bg-emerald-800 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-900"
                    >
                      {t('saved.view')}
                    </Link>
                  )}
                  <button
                    type="button"
                    onClick={() => setPending(b)}
                    aria-label={t('saved.remove', { title })}
                    title={t('saved.remove', { title })}
                    className="ml-auto rounded-lg border border-red-200 p-2 text-red-700 hover:bg-red-50"
                  >
                    <TrashIcon />
                  </button>
                </div>
              </ListCard>
            );
          })
        }
      </ListState>
      <ConfirmDialog
        open={pending !== null}
        title={t('saved.confirmTitle')}
        cancelLabel={t('saved.cancel')}
        confirmLabel={remove.isPending ? t('saved.removing') : t('saved.confirm')}
        busy={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      >
        {pending && t('saved.confirmBody', { title: titleOf(pending.product) })}
      </ConfirmDialog>
    </div>
  );
}
