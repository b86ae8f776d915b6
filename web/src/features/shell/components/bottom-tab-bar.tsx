import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChatIcon, HelpIcon, HomeIcon, TruckIcon } from '@/components/icons';
import { useUnreadMessages } from '@/lib/conversations';
import { toLocalDigits } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { NAV_LINKS } from './nav-links';

const ICONS = [HomeIcon, TruckIcon, HelpIcon];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? 'text-emerald-800' : 'text-slate-600'}`;

/**
 * BottomTabBar is the tab bar of small screens: Home, All Vehicles, Help, and for a signed-in user Messages with
 * how many answers are unread (issue 48; the header's count, from the same list) — fixed at the bottom by
 * MainLayout's stack.
 */
export function BottomTabBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <nav
      aria-label={t('header.tabBar')}
      data-testid="bottom-tab-bar"
      className="border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className={`grid ${user ? 'grid-cols-4' : 'grid-cols-3'}`}>
        {NAV_LINKS.map((l, i) => {
          const Icon = ICONS[i];
          return (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} className={tabClass}>
                <Icon size={22} />
                {t(l.key)}
              </NavLink>
            </li>
          );
        })}
        {user && (
          <li>
            <MessagesTab />
          </li>
        )}
      </ul>
    </nav>
  );
}

/** MessagesTab is the tab bar's Messages, its unread count in a badge on the icon. */
function MessagesTab() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const unread = useUnreadMessages();
  const label = unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages');
  return (
    <NavLink to="/account/messages" aria-label={label} data-testid="tab-messages" className={tabClass}>
      <span className="relative">
        <ChatIcon size={22} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="tab-unread"
            className="absolute -right-2.5 -top-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold leading-none text-white"
          >
            {toLocalDigits(String(Math.min(unread, 99)), lang)}
          </span>
        )}
      </span>
      {t('header.messages')}
    </NavLink>
  );
}
