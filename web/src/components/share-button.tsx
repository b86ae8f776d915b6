import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from './icons';
import { shareLinks, shareUrl } from '@/lib/share';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';

/**
 * ShareButton shares the page (path) under title: the phone's own share
 * sheet where the browser has one (WhatsApp, Messenger, Imo… as the phone
 * has them), otherwise a small menu — copy the link, WhatsApp, Facebook.
 * The address is the page's canonical one in the reader's language.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const url = shareUrl(location.origin, path, lang);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    setOpen((o) => !o);
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('share.copied'));
    } catch {
      notify('error', t('share.copyFailed'));
    }
    setOpen(false);
  }

  const links = shareLinks(url, title);
  const item = 'block w-full px-3 py-2.5 text-left hover:bg-slate-100';
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={() => void share()}
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="share-button"
        title={t('share.button')}
        className="flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-2.5 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <ShareIcon size={18} />
        {/* The icon alone: beside the title the room is the title's. */}
        <span className="sr-only">{t('share.button')}</span>
      </button>
      {open && (
        <ul id={menuId} aria-label={t('share.menu')} className="absolute right-0 z-30 mt-2 w-48 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg">
          <li>
            <button type="button" className={item} onClick={() => void copy()}>
              {t('share.copy')}
            </button>
          </li>
          <li>
            <a className={item} href={links.whatsapp} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              WhatsApp
            </a>
          </li>
          <li>
            <a className={item} href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              Facebook
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
