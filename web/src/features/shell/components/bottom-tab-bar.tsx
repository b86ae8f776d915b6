import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HelpIcon, HomeIcon, TruckIcon } from '@/components/icons';
import { NAV_LINKS } from './nav-links';

const ICONS = [HomeIcon, TruckIcon, HelpIcon];

/** BottomTabBar is the tab bar of small screens: Home, All Vehicles, Help (fixed at the bottom by MainLayout's stack). */
export function BottomTabBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('header.tabBar')}
      data-testid="bottom-tab-bar"
      className="border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="grid grid-cols-3">
        {NAV_LINKS.map((l, i) => {
          const Icon = ICONS[i];
          return (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end={l.end}
                className={({ isActive }) =>
                  `flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? 'text-emerald-800' : 'text-slate-600'}`
                }
              >
                <Icon size={22} />
                {t(l.key)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
