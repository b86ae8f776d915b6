import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@/lib/api-types';

export const SUGGESTIONS_ID = 'search-suggestions';
export const suggestionId = (i: number) => `search-suggestion-${i}`;

/**
 * SearchSuggestions is the listbox under the search box: the input owns
 * the focus and points at the active option (aria-activedescendant), so
 * arrows move through it and a screen reader reads each; a tap or a click
 * opens one.
 */
export function SearchSuggestions({ items, active, onPick }: { items: Suggestion[]; active: number; onPick: (s: Suggestion) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul
      id={SUGGESTIONS_ID}
      role="listbox"
      aria-label={t('search.suggestions')}
      className="mt-2 overflow-hidden rounded-2xl bg-white text-left shadow-lg"
    >
      {items.map((s, i) => (
        <li
          key={`${s.kind} ${s.href}`}
          id={suggestionId(i)}
          role="option"
          aria-selected={i === active}
          // mousedown, not click: the input keeps the focus.
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(s);
          }}
          className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-5 py-2 text-slate-900 ${
            i === active ? 'bg-emerald-50' : 'hover:bg-slate-50'
          }`}
        >
          <span className="flex min-w-0 flex-col">
            <span className="truncate">{s.label}</span>
            {/* Two vehicles of one title: what tells them apart, on its own line so a phone shows it whole (issue 50). */}
            {s.detail && <span className="truncate text-xs text-slate-600">{s.detail}</span>}
          </span>
          <span className="shrink-0 text-xs text-slate-500">{t(`search.kind.${s.kind}`)}</span>
        </li>
      ))}
    </ul>
  );
}
