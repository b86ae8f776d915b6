import '@/locales/account';
import { Suspense } from 'react';
import { Link, Outlet, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '@/components/icons';
import { PageTitle } from '@/components/page-title';
import { AccountMenu } from '../components/account-menu';
import { CardPlaceholders } from '../components/list-state';
import { useMediaQuery, WIDE } from '../hooks/use-media-query';

/**
 * AccountLayout is the account area (spec §2). Wide screens show the menu
 * beside the section, /account opening the first one. Narrow screens
 * alternate: /account is the menu alone, a section comes with a back control.
 */
export default function AccountLayout() {
  const { t } = useTranslation('account');
  const wide = useMediaQuery(WIDE);
  const atMenu = useMatch({ path: '/account', end: true }) !== null;
  const showMenu = wide || atMenu;
  // On narrow screens /account renders no outlet, so its index redirect does not run.
  const showSection = wide || !atMenu;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8 lg:pb-12 lg:pt-10">
      {atMenu && <PageTitle title={t('account.title')} />}
      {showMenu && <AccountMenu asPage={!wide} />}
      {showSection && (
        <section data-testid="account-section" className="min-w-0">
          {!wide && (
            <Link
              to="/account"
              className="-ml-2 mb-3 inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium text-emerald-900 hover:bg-emerald-50"
            >
              <ChevronLeftIcon size={20} />
              {t('account.backToMenu')}
            </Link>
          )}
          <Suspense fallback={<CardPlaceholders />}>
            <Outlet />
          </Suspense>
        </section>
      )}
    </div>
  );
}
