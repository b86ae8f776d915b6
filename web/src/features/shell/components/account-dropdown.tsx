import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, UserIcon } from '@/components/icons';
import { useSession } from '@/lib/session';

export const ACCOUNT_LINKS = [
  { to: '/account/info', key: 'account.info' },
  { to: '/account/offer-list', key: 'account.offerList' },
  { to: '/account/purchase-list', key: 'account.purchaseList' },
  { to: '/account/saved-list', key: 'account.savedList' },
  { to: '/account/saved-searches', key: 'account.savedSearches' },
  { to: '/account/my-vehicles', key: 'account.myVehicles' },
] as const;

/** AccountDropdown is the signed-in menu; it closes on outside click and Escape. */
export function AccountDropdown() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1 rounded-full border border-emerald-800 px-3 py-1.5 text-sm font-medium text-emerald-900 hover:bg-emerald-50"
      >
        <UserIcon size={18} />
        <span className="hidden max-w-[8rem] truncate sm:inline">{user?.name || t('account.myAccount')}</span>
        <span className="sr-only sm:hidden">{t('account.myAccount')}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-52 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {ACCOUNT_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} onClick={() => setOpen(false)} className="block px-4 py-2 text-slate-800 hover:bg-slate-100">
                {t(l.key)}
              </Link>
            </li>
          ))}
          <li className="border-t border-slate-100">
            <button
              type="button"
              onClick={async () => {
                setOpen(false);
                await signOut();
                navigate('/');
              }}
              className="block w-full px-4 py-2 text-left text-red-700 hover:bg-slate-100"
            >
              {t('account.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
