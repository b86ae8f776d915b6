import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';

import { MAX_COMPARE } from './constants.gen';

export { MAX_COMPARE };

/** A vehicle in the comparison tray: its slug and what the tray shows. */
export interface CompareItem {
  slug: string;
  title: string;
}

const changed = 'garihaat:compare';
let cache: { raw: string | null; items: CompareItem[] } = { raw: null, items: [] };

function read(): CompareItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.compare);
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.items; // the same array while nothing changed (useSyncExternalStore needs it)
  let items: CompareItem[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      items = parsed
        .filter((x): x is CompareItem => typeof x?.slug === 'string' && typeof x?.title === 'string')
        .slice(0, MAX_COMPARE);
    }
  } catch {
    items = [];
  }
  cache = { raw, items };
  return items;
}

function write(items: CompareItem[]) {
  try {
    localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify(items));
  } catch {
    /* private mode: the tray lasts as long as the page */
  }
  window.dispatchEvent(new Event(changed));
}

function subscribe(onChange: () => void) {
  // The tray follows the visitor across pages and tabs.
  window.addEventListener(changed, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** toggled is items with item added (at the end, when there is room) or taken out. */
export function toggled(items: CompareItem[], item: CompareItem): CompareItem[] {
  if (items.some((x) => x.slug === item.slug)) return items.filter((x) => x.slug !== item.slug);
  return items.length < MAX_COMPARE ? [...items, item] : items;
}

/** useCompare is the comparison tray, kept in local storage. */
export function useCompare() {
  const items = useSyncExternalStore(subscribe, read, () => [] as CompareItem[]);
  return {
    items,
    has: (slug: string) => items.some((x) => x.slug === slug),
    full: items.length >= MAX_COMPARE,
    toggle: (item: CompareItem) => write(toggled(read(), item)),
    remove: (slug: string) => write(read().filter((x) => x.slug !== slug)),
    clear: () => write([]),
  };
}

/** compareHref is the comparison page of slugs. */
export function compareHref(slugs: string[]): string {
  return `/compare?v=${slugs.map(encodeURIComponent).join(',')}`;
}
