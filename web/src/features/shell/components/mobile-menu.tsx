import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { CloseIcon, MailIcon, PhoneIcon } from '@/components/icons';
import { contactEmail, HOTLINE, SECOND_PHONE } from '@/lib/config';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { NAV_LINKS } from './nav-links';
import { SocialLinks } from './social-links';

/** MobileMenu is the slide-in menu for small screens, with both phone numbers. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const closeBtn = useRef<HTMLButtonElement>(null);
  const email = contactEmail();

  useEffect(() => {
    if (!open) return;
    closeBtn.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div className={`fixed inset-0 z-50 lg:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open} inert={!open}>
      <div
        onClick={onClose}
        className={`absolute inset-0 bg-black/50 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        data-testid="mobile-menu"
        className={`absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-300 ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 p-4">
          <Logo />
          <button
            ref={closeBtn}
            type="button"
            onClick={onClose}
            aria-label={t('header.closeMenu')}
            className="rounded-md p-2 text-slate-800 hover:bg-slate-100"
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label={t('header.mobileNav')} className="p-2">
          <ul>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-3 font-medium ${isActive ? 'bg-emerald-50 text-emerald-900' : 'text-slate-800 hover:bg-slate-100'}`
                  }
                >
                  {t(l.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto space-y-3 border-t border-slate-200 p-4 text-sm text-slate-800">
          <p className="font-semibold">{t('header.callUs')}</p>
          {[HOTLINE, SECOND_PHONE].map((n) => (
            <a key={n} href={`tel:${n.replace(/[^0-9+]/g, '')}`} className="flex min-h-11 items-center gap-2 hover:text-emerald-800">
              <PhoneIcon size={16} />
              {toLocalDigits(n, lang)}
            </a>
          ))}
          {email && (
            <a href={`mailto:${email}`} className="flex items-center gap-2 break-all hover:text-emerald-800">
              <MailIcon size={16} />
              {email}
            </a>
          )}
          <SocialLinks className="text-emerald-900" />
        </div>
      </div>
    </div>
  );
}
