import type { Language } from './i18n';

/**
 * shareUrl is a page's canonical address in the reader's language, as the
 * server names it: Bangla is the site's own language (no parameter),
 * English adds lang=en. Other query parameters are kept (a calculator's
 * plan, a comparison's vehicles).
 */
export function shareUrl(origin: string, path: string, lang: Language): string {
  const url = new URL(path, origin);
  url.searchParams.delete('lang');
  if (lang === 'en') url.searchParams.set('lang', 'en');
  return url.toString();
}

/** The share targets offered where the phone has no share sheet of its own. */
export function shareLinks(url: string, text: string) {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}
