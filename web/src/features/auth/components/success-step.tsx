import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { returnPathOf } from '@/lib/return-path';
import { hasToken, useSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import congratulations from '../assets/congratulations.svg';

function forgetNewUser() {
  try {
    localStorage.removeItem(STORAGE_KEYS.isNewUser);
  } catch {
    /* storage disabled: nothing to forget */
  }
}

/** SuccessStep is sign-in step 3: congratulations and 'Find your favorite car'. */
export function SuccessStep() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { user, refreshUser } = useSession();
  // A new user sent to sign in by a page (Sell your vehicle, a bookmark, a
  // saved search) goes back to it and the action finishes there.
  const from = returnPathOf(useLocation());

  // The login step starts loading the new user; make sure it is there before
  // leaving, or the account guard would send them back to /login.
  async function leave(to: string) {
    forgetNewUser();
    if (!user && hasToken()) {
      try {
        await refreshUser();
      } catch (err) {
        console.error('loading the new user failed', err);
      }
    }
    navigate(to, { replace: true });
  }

  return (
    <div className="text-center" data-testid="login-success">
      <img
        src={congratulations}
        alt={t('activate.imageAlt')}
        width={320}
        height={240}
        className="mx-auto h-auto w-full max-w-[17rem]"
      />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">{t('activate.title')}</h1>
      <p className="mt-3 leading-relaxed text-slate-700">{t('activate.body')}</p>
      <button
        type="button"
        onClick={() => void leave(from ?? '/')}
        className="mt-8 w-full rounded-lg bg-emerald-800 px-5 py-3 text-lg font-medium text-white hover:bg-emerald-900"
      >
        {from ? t('activate.continue') : t('activate.cta')}
      </button>
      <Link
        to="/account/info"
        replace
        onClick={(e) => {
          e.preventDefault();
          void leave('/account/info');
        }}
        className="mt-4 inline-block rounded-md px-2 py-1 font-medium text-emerald-800 underline underline-offset-4 hover:text-emerald-950"
      >
        {t('activate.profile')}
      </Link>
    </div>
  );
}
