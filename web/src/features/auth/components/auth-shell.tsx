import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import sideImage from '../assets/login-side.svg';
import { LanguageSwitch } from './language-switch';

/**
 * AuthShell frames the sign-in steps: the side image on wide screens, and a
 * slim bar with the logo and a language switch (these pages have no header).
 */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="hidden flex-col justify-between gap-8 bg-emerald-50 px-10 pt-14 lg:flex">
        <div className="max-w-md">
          <p className="text-3xl font-semibold leading-snug text-emerald-950">{t('login.sideTitle')}</p>
          <p className="mt-4 text-lg leading-relaxed text-emerald-900">{t('login.sideText')}</p>
        </div>
        <img
          src={sideImage}
          alt={t('login.sideImageAlt')}
          width={480}
          height={400}
          loading="lazy"
          className="mx-auto h-auto w-full max-w-lg"
        />
      </aside>
      <div className="flex min-h-screen flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/" aria-label={t('header.homeLink', { ns: 'translation' })} className="rounded-md">
            <Logo />
          </Link>
          <LanguageSwitch />
        </div>
        <main id="main" className="flex flex-1 justify-center px-4 pb-12 pt-4 sm:items-center sm:px-6">
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
    </div>
  );
}
