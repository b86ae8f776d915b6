import '@/locales/account';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useOffers } from '../api/get-offers';
import { Detail, ListCard } from '../components/list-card';
import { ListState } from '../components/list-state';
import { SectionHeading } from '../components/section-heading';
import { StatusBadge } from '../components/status-badge';
import { useExpireOn401 } from '../hooks/use-session-expiry';
import { amountText, offerForText } from '../lib/amount';

/** OfferListPage lists the user's bid offers with their status (spec §2 "My offers"). */
export default function OfferListPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const offers = useOffers();
  useExpireOn401(offers.error);
  const na = t('account.na');

  return (
    <div>
      <SectionHeading title={t('account.offerList')} intro={t('offers.intro')} />
      <ListState items={offers.data} pending={offers.isPending} failed={offers.isError} onRetry={() => void offers.refetch()}>
        {(items) =>
          items.map((o) => (
            <ListCard key={o.id} testId="offer-card" product={o.product} badge={<StatusBadge status={o.status} />}>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
                <Detail label={t('offers.myOffer')} strong>
                  {amountText(o.offer_amount, lang, formatPrice) ?? na}
                </Detail>
                <Detail label={t('offers.offerFor')}>{offerForText(o.offer_for, t) ?? na}</Detail>
                {/* The highest offer is never disclosed (spec §2). */}
                <Detail label={t('offers.highestOffer')}>{na}</Detail>
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
