import { useTranslation } from 'react-i18next';
import { MailIcon } from '@/components/icons';
import { contactEmail } from '@/lib/config';
import { InstallButton } from './install-button';
import { LanguageToggle } from './language-toggle';
import { SocialLinks } from './social-links';

/** TopBar carries the contact e-mail, the install button (when the browser offers it), social links and the language toggle. */
export function TopBar() {
  const { t } = useTranslation();
  const email = contactEmail();
  return (
    <div className="bg-emerald-950 text-sm text-white">
      {/* 48 px on phones so every control is a 44 px tap target; the static
          first paint in index.html has the same height. */}
      <div className="mx-auto flex h-12 max-w-7xl items-center justify-between gap-2 px-3 sm:h-10 sm:px-4">
        {email ? (
          // On phones the address is in the menu; the bar keeps its room for tap targets.
          <a href={`mailto:${email}`} className="hidden min-w-0 items-center gap-2 hover:underline sm:flex">
            <MailIcon size={16} />
            <span className="sr-only">{t('header.email')}</span>
            <span className="hidden truncate sm:inline">{email}</span>
          </a>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-1 sm:gap-2">
          <InstallButton />
          <SocialLinks className="gap-0 sm:gap-1" />
          <LanguageToggle />
        </div>
      </div>
    </div>
  );
}
