import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/icons';
import { useSession } from '@/lib/session';

/**
 * OfferAccepted is step 2: the offer was received (the dealer decides it
 * later, so it is not "accepted"), its number, and the ways on: the buyer's
 * offers when signed in, this vehicle, or home.
 */
export function OfferAccepted({ idNumber, onBack }: { idNumber?: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const link = 'inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2.5 font-medium';
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center" data-testid="offer-accepted">
      <div className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
        <CheckIcon size={44} />
      </div>
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-semibold outline-none">
        {t('bid.acceptedTitle')}
      </h1>
      <p className="mt-2 text-slate-700">{t('bid.acceptedText')}</p>
      {idNumber && (
        <p className="mt-4 text-sm text-slate-700">
          {t('bid.idNumber')}: <strong>{idNumber}</strong>
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        {user && (
          <Link to="/account/offer-list" className={`${link} bg-emerald-800 text-white hover:bg-emerald-900`}>
            {t('bid.myOffers')}
          </Link>
        )}
        <button type="button" onClick={onBack} className={`${link} border border-emerald-800 text-emerald-900 hover:bg-emerald-50`}>
          {t('bid.backToVehicle')}
        </button>
        <Link to="/" className={`${link} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
          {t('bid.backHome')}
        </Link>
      </div>
    </div>
  );
}
