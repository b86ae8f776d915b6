import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { MenuIcon, PhoneIcon, SearchIcon, UserIcon } from '@/components/icons';
import { useSearchOverlay } from '@/components/search-overlay';
import { HOTLINE } from '@/lib/config';
import { toLocalDigits } from '@/lib/format';
import { signInLink } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { AccountDropdown } from './account-dropdown';
import { MessagesLink } from './messages-link';
import { LazyMobileMenu } from './lazy-mobile-menu';
import { NAV_LINKS, SELL_LINK } from './nav-links';
import { TopBar } from './top-bar';

/** Header is the top bar plus the main bar of spec §2. */
export function Header() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { user } = useSession();
  const location = useLocation();
  const { openSearch } = useSearchOverlay();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <TopBar />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          className="-ml-1 rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
        >
          <MenuIcon size={24} />
        </button>
        <Link to="/" aria-label={t('header.homeLink')} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <nav aria-label={t('header.mainNav')} className="ml-8 hidden lg:block">
          <ul className="flex items-center gap-6">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) =>
                    `font-medium hover:text-emerald-700 ${isActive ? 'text-emerald-800 underline decoration-2 underline-offset-8' : 'text-slate-800'}`
                  }
                >
                  {t(l.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <a
            href={`tel:${HOTLINE}`}
            className="hidden items-center gap-2 rounded-full bg-emerald-50 px-3 py-1.5 text-emerald-900 hover:bg-emerald-100 md:flex"
          >
            <PhoneIcon size={18} />
            <span className="text-sm">
              <span className="sr-only">{t('header.callNow')}: </span>
              <span aria-hidden="true">{t('header.callNow')} </span>
              <strong>{toLocalDigits(HOTLINE, lang)}</strong>
            </span>
          </a>
          <button
            type="button"
            onClick={openSearch}
            aria-label={t('search.open')}
            className="rounded-full p-2 text-slate-800 hover:bg-slate-100"
          >
            <SearchIcon size={22} />
          </button>
          <Link
            to={SELL_LINK.to}
            data-testid="header-sell"
            className="hidden rounded-full border border-amber-500 bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-100 md:block"
          >
            {t(SELL_LINK.key)}
          </Link>
          {user?.role && (
            <Link
              to="/admin"
              className="hidden rounded-full border border-emerald-800 px-3 py-1.5 text-sm font-medium text-emerald-900 hover:bg-emerald-50 sm:block"
            >
              {t('header.backOffice')}
            </Link>
          )}
          {user && <MessagesLink />}
          {user ? (
            <AccountDropdown />
          ) : (
            <Link
              to="/login"
              // Signing in comes back to this page (issue 50).
              state={signInLink(location.pathname + location.search).state}
              className="flex items-center gap-1 rounded-full bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 sm:px-4"
            >
              <UserIcon size={16} />
              {t('header.login')}
            </Link>
          )}
        </div>
      </div>
      <LazyMobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
