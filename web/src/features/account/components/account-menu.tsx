import { useEffect, useRef, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, UserIcon } from '@/components/icons';
import { toLocalDigits } from '@/lib/format';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';

export const ACCOUNT_MENU = [
  { to: '/account/info', key: 'account.info' },
  { to: '/account/offer-list', key: 'account.offerList' },
  { to: '/account/purchase-list', key: 'account.purchaseList' },
  { to: '/account/saved-list', key: 'account.savedList' },
  { to: '/account/saved-searches', key: 'account.savedSearches' },
  { to: '/account/my-vehicles', key: 'account.myVehicles' },
  { to: '/account/messages', key: 'account.messages' },
] as const;

/** AccountMenu lists the account sections and Log Out (spec §2). */
export function AccountMenu({ asPage }: { asPage: boolean }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // Log Out first leaves the account area and signs out once it has gone:
  // signing out while an account page is still shown would let its login
  // guard redirect to /login before the navigation to / lands.
  const logoutOnLeave = useRef<(() => void) | null>(null);
  useEffect(() => () => logoutOnLeave.current?.(), []);

  function logOut() {
    setLeaving(true);
    logoutOnLeave.current = () => void signOut().then(() => notify('info', t('account.loggedOut')));
    navigate('/', { replace: true });
  }

  const Heading = asPage ? 'h1' : 'p';
  return (
    <nav aria-label={t('account.menu')} className="rounded-xl border border-slate-200 bg-white p-2 lg:sticky lg:top-36 lg:self-start">
      <div className="flex items-center gap-3 border-b border-slate-100 px-3 pb-3 pt-2">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-900">
          <UserIcon size={22} />
        </span>
        <div className="min-w-0">
          <Heading className="truncate text-lg font-semibold text-slate-900">
            {user?.name ? t('account.greeting', { name: user.name }) : t('account.greetingNoName')}
          </Heading>
          {user?.phone && <p className="text-sm text-slate-600">{toLocalDigits(user.phone, lang)}</p>}
        </div>
      </div>
      <ul className="mt-1">
        {ACCOUNT_MENU.map((m) => (
          <li key={m.to}>
            <NavLink
              to={m.to}
              className={({ isActive }) =>
                `flex items-center justify-between rounded-lg px-3 py-3 font-medium lg:py-2.5 ${
                  isActive ? 'bg-emerald-50 text-emerald-900' : 'text-slate-800 hover:bg-slate-100'
                }`
              }
            >
              {t(m.key)}
              <ChevronRightIcon size={18} className="text-slate-500" />
            </NavLink>
          </li>
        ))}
        <li className="mt-1 border-t border-slate-100 pt-1">
          <button
            type="button"
            onClick={logOut}
            disabled={leaving}
            className="flex w-full items-center rounded-lg px-3 py-3 text-left font-medium text-red-700 hover:bg-red-50 disabled:cursor-wait lg:py-2.5"
          >
            {leaving ? t('account.loggingOut') : t('account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
