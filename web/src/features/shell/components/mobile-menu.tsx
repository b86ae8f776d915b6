import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { CloseIcon, MailIcon, PhoneIcon } from '@/components/icons';
import { contactEmail, HOTLINE, SECOND_PHONE } from '@/lib/config';
import { toLocalDigits } from '@/lib/format';
import { pickName } from '@/lib/localized';
import { rememberVehicleType } from '@/lib/storage-keys';
import { useLanguage } from '@/lib/use-language';
import { useFootersData } from '../api/get-footers-data';
import { LanguageToggle } from './language-toggle';
import { SELL_LINK } from './nav-links';
import { SocialLinks } from './social-links';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 px-4 py-3">
      <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      {children}
    </section>
  );
}

const linkClass = 'flex min-h-11 items-center rounded-md px-2 text-slate-800 hover:bg-slate-100';

/**
 * MobileMenu is the slide-in menu for small screens. It holds what the
 * bottom tab bar (home, all vehicles, help) does not: vehicle types,
 * brands, the company's pages, the language and both phone numbers.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const closeBtn = useRef<HTMLButtonElement>(null);
  const email = contactEmail();
  const { data } = useFootersData();

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
        <div className="flex items-center justify-between p-4">
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
        <div className="px-4 pb-3">
          <LanguageToggle light className="w-fit" />
        </div>
        <nav aria-label={t('header.mobileNav')} className="text-sm">
          <div className="px-4 pb-3">
            <Link
              to={SELL_LINK.to}
              onClick={onClose}
              className="block rounded-lg bg-amber-400 px-4 py-3 text-center text-base font-semibold text-slate-900 hover:bg-amber-300"
            >
              {t(SELL_LINK.key)}
            </Link>
          </div>
          {data?.types && data.types.length > 0 && (
            <Section title={t('home.vehicleTypes')}>
              <ul className="grid grid-cols-2 gap-x-1">
                {data.types.map((type) => (
                  <li key={type.id}>
                    <Link
                      to={`/all-vehicles?vehicleType=${type.id}`}
                      onClick={() => {
                        rememberVehicleType(type.id);
                        onClose();
                      }}
                      className={linkClass}
                    >
                      {pickName(type, lang)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {data?.brands && data.brands.length > 0 && (
            <Section title={t('footer.brand')}>
              <ul className="grid grid-cols-2 gap-x-1">
                {data.brands.map((b) => (
                  <li key={b.id}>
                    <Link to={`/vehicles/${b.brand_slug}`} state={{ vehicleBrandId: b.id }} onClick={onClose} className={linkClass}>
                      {pickName(b, lang)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title={t('footer.company')}>
            <ul>
              {(
                [
                  ['/about', 'footer.aboutUs'],
                  ['/help', 'footer.faq'],
                  ['/careers', 'footer.careers'],
                  ['/privacy-policy', 'footer.privacy'],
                  ['/terms', 'footer.terms'],
                ] as const
              ).map(([to, key]) => (
                <li key={to}>
                  <Link to={to} onClick={onClose} className={linkClass}>
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
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
