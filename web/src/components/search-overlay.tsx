import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@/lib/api-types';
import { searchPath } from '@/lib/search';
import { useSuggestions } from '@/lib/suggestions';
import { CloseIcon, SearchIcon } from './icons';
import { SearchSuggestions, SUGGESTIONS_ID, suggestionId } from './search-suggestions';

/** Overlay timings of spec §9. */
export const OVERLAY_OPEN_DELAY_MS = 10;
export const OVERLAY_ANIMATION_MS = 300;

interface SearchOverlayApi {
  openSearch: () => void;
}

const SearchOverlayContext = createContext<SearchOverlayApi | null>(null);

/** useSearchOverlay opens the full-screen search from anywhere in the layout. */
export function useSearchOverlay(): SearchOverlayApi {
  const ctx = use(SearchOverlayContext);
  if (!ctx) throw new Error('useSearchOverlay outside SearchOverlayProvider');
  return ctx;
}

export function SearchOverlayProvider({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);
  const opener = useRef<HTMLElement | null>(null);

  const clearTimers = () => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  };

  const openSearch = useCallback(() => {
    clearTimers();
    opener.current = document.activeElement as HTMLElement | null;
    setMounted(true);
    timers.current.push(window.setTimeout(() => setVisible(true), OVERLAY_OPEN_DELAY_MS));
  }, []);

  const closeSearch = useCallback(() => {
    clearTimers();
    setVisible(false);
    timers.current.push(window.setTimeout(() => setMounted(false), OVERLAY_ANIMATION_MS));
    opener.current?.focus?.();
  }, []);

  useEffect(() => clearTimers, []);

  const api = useMemo(() => ({ openSearch }), [openSearch]);
  return (
    <SearchOverlayContext value={api}>
      {children}
      {mounted && <SearchOverlay visible={visible} onClose={closeSearch} />}
    </SearchOverlayContext>
  );
}

/**
 * SearchOverlay is the full-screen search of spec §2: Enter or the button go
 * to /vehicles/query/{query} only when the trimmed text is non-empty; it
 * closes on submit and on its close button, and closing clears the text.
 */
export function SearchOverlay({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // The active suggestion (-1: none) and whether Escape put the list away.
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const found = useSuggestions(text);
  const suggestions = dismissed ? [] : found;
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Focus moves in when it opens and back to what opened it when it closes.
  useEffect(() => {
    if (visible) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      input.current?.focus();
    } else if (opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [visible]);

  /** trapFocus keeps Tab and Shift+Tab inside the open overlay. */
  function trapFocus(e: React.KeyboardEvent) {
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>('button, input'));
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  function close() {
    setText('');
    onClose();
  }

  function pick(s: Suggestion) {
    close();
    navigate(s.href);
  }

  /** Arrows move through the suggestions, Enter opens the active one, Escape puts them away first. */
  function onInputKey(e: React.KeyboardEvent) {
    const n = suggestions.length;
    if (e.key === 'ArrowDown' && n > 0) {
      e.preventDefault();
      setActive((a) => (a + 1) % n);
    } else if (e.key === 'ArrowUp' && n > 0) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter' && active >= 0 && active < n) {
      e.preventDefault();
      pick(suggestions[active]);
    } else if (e.key === 'Escape' && n > 0) {
      e.stopPropagation(); // the overlay stays open
      setDismissed(true);
      setActive(-1);
    }
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    close();
    navigate(path);
  }

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="search-overlay-title"
      data-testid="search-overlay"
      data-state={visible ? 'open' : 'closed'}
      // Closed, it is still in the page (for its animation): inert keeps
      // its controls out of the tab order and away from screen readers.
      inert={!visible}
      onKeyDown={trapFocus}
      style={{ transitionDuration: `${OVERLAY_ANIMATION_MS}ms` }}
      className={`fixed inset-0 z-50 flex items-start justify-center bg-emerald-950/95 px-4 pt-24 transition-all ease-out sm:pt-40 ${
        visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      <button
        type="button"
        onClick={close}
        aria-label={t('search.close')}
        className="absolute right-4 top-4 rounded-full p-2 text-white hover:bg-white/10"
      >
        <CloseIcon size={28} />
      </button>
      <div
        style={{ transitionDuration: `${OVERLAY_ANIMATION_MS}ms` }}
        className={`w-full max-w-2xl text-center transition-transform ${visible ? 'translate-y-0' : '-translate-y-6'}`}
      >
        <h2 id="search-overlay-title" className="text-2xl font-semibold text-white sm:text-3xl">
          {t('search.title')}
        </h2>
        <p className="mt-2 text-emerald-100">{t('search.subtitle')}</p>
        <form role="search" onSubmit={submit} className="mt-6 flex overflow-hidden rounded-full bg-white shadow-lg">
          <label htmlFor="search-overlay-input" className="sr-only">
            {t('search.label')}
          </label>
          <input
            id="search-overlay-input"
            ref={input}
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(-1);
              setDismissed(false);
            }}
            onKeyDown={onInputKey}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={suggestions.length > 0}
            aria-controls={SUGGESTIONS_ID}
            aria-activedescendant={active >= 0 && active < suggestions.length ? suggestionId(active) : undefined}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="min-w-0 flex-1 px-5 py-3 text-slate-900 outline-none"
          />
          <button
            type="submit"
            className="flex items-center gap-2 bg-amber-500 px-5 font-medium text-slate-900 hover:bg-amber-400"
          >
            <SearchIcon />
            {/* One label, shown from sm up: screen readers hear it once. */}
            <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
          </button>
        </form>
        <SearchSuggestions items={suggestions} active={active} onPick={pick} />
      </div>
    </div>
  );
}
