import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/icons';

/** OfferAccepted is step 2: the confirmation with a way back home. */
export function OfferAccepted({ idNumber, message }: { idNumber?: string; message?: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center" data-testid="offer-accepted">
      <div className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
        <CheckIcon size={44} />
      </div>
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-semibold outline-none">
        {t('bid.acceptedTitle')}
      </h1>
      <p className="mt-2 text-slate-700">{t('bid.acceptedText')}</p>
      {message && <p className="mt-2 text-sm text-slate-600">{message}</p>}
      {idNumber && (
        <p className="mt-4 text-sm text-slate-700">
          {t('bid.idNumber')}: <strong>{idNumber}</strong>
        </p>
      )}
      <Link to="/" className="mt-8 inline-block rounded-md bg-emerald-800 px-6 py-2.5 font-medium text-white hover:bg-emerald-900">
        {t('bid.backHome')}
      </Link>
    </div>
  );
}
