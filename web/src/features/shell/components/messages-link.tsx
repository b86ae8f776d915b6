import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '@/components/icons';
import { useUnreadMessages } from '@/lib/conversations';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** MessagesLink opens the signed-in user's messages, with how many answers are unread. */
export function MessagesLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const unread = useUnreadMessages();
  const label = unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages');
  return (
    <Link
      to="/account/messages"
      aria-label={label}
      data-testid="header-messages"
      className="relative rounded-full p-2 text-slate-800 hover:bg-slate-100"
    >
      <ChatIcon size={22} />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="header-unread"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
        >
          {toLocalDigits(String(Math.min(unread, 99)), lang)}
        </span>
      )}
    </Link>
  );
}
