import '@/locales/account';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { usePurchaseOffers } from '../api/get-purchase-offers';
import { Detail, ListCard } from '../components/list-card';
import { ListState } from '../components/list-state';
import { SectionHeading } from '../components/section-heading';
import { useExpireOn401 } from '../hooks/use-session-expiry';
import { amountText } from '../lib/amount';

/** PurchaseListPage lists the vehicles the user bought (spec §2). */
export default function PurchaseListPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const purchases = usePurchaseOffers();
  useExpireOn401(purchases.error);
  const na = t('account.na');

  return (
    <div>
      <SectionHeading title={t('account.purchaseList')} intro={t('purchases.intro')} />
      <ListState
        items={purchases.data}
        pending={purchases.isPending}
        failed={purchases.isError}
        onRetry={() => void purchases.refetch()}
      >
        {(items) =>
          items.map((o) => (
            <ListCard key={o.id} testId="purchase-card" product={o.product}>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
                <Detail label={t('purchases.price')} strong>
                  {amountText(o.offer_amount, lang, formatPrice) ?? na}
                </Detail>
                <Detail label={t('offers.date')}>{formatDate(o.created_at, lang) || na}</Detail>
                <Detail label={t('offers.idNumber')}>{o.id_number || na}</Detail>
              </dl>
            </ListCard>
          ))
        }
      </ListState>
    </div>
  );
}
