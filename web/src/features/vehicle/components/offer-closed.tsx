import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberVehicleType } from '@/lib/storage-keys';
import { CallButtons } from './call-buttons';

/**
 * OfferClosed takes the bid form's place once the window closed, and says
 * what a buyer can still do (issue 50): wait for the SMS with the outcome
 * of an offer made, find vehicles still open for offers, or call about
 * this one. The list opens on the same type of vehicle.
 */
export function OfferClosed({ typeId, vehicle }: { typeId?: number; vehicle?: { title: string; url: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <div role="status" data-testid="offer-closed" className="rounded-lg bg-red-50 p-4 text-center text-red-900">
        <p className="font-semibold text-red-800">{t('vehicle.offerClosed')}</p>
        <p className="mt-1 text-sm">{t('vehicle.offerClosedNext')}</p>
        <Link
          to="/all-vehicles"
          onClick={() => typeId && rememberVehicleType(typeId)}
          className="mt-3 inline-block rounded-md bg-emerald-800 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-900"
        >
          {t('vehicle.offerClosedBrowse')}
        </Link>
      </div>
      <CallButtons vehicle={vehicle} />
    </>
  );
}
