import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './api-client';
import type { Suggestion } from './api-types';
import { useLanguage } from './use-language';

/** How long typing must pause before the server is asked, and how much must be typed. */
export const SUGGEST_DELAY_MS = 150;
export const SUGGEST_MIN_LENGTH = 2;

/** suggestable is the text the server is asked about, or '' when too short. */
export function suggestable(text: string): string {
  const t = text.trim();
  return [...t].length >= SUGGEST_MIN_LENGTH ? t : '';
}

/**
 * useSuggestions is what the search box offers for text (issue 27): asked
 * once typing pauses, in the visitor's language; a newer text leaves the
 * older request without observers, which cancels it (its signal).
 */
export function useSuggestions(text: string): Suggestion[] {
  const lang = useLanguage();
  const [settled, setSettled] = useState(() => suggestable(text));
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(suggestable(text)), SUGGEST_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [text]);
  const { data } = useQuery({
    queryKey: ['suggestions', lang, settled],
    queryFn: ({ signal }) => api.get<{ suggestions: Suggestion[] }>('/search-suggestions', { q: settled }, signal),
    enabled: settled !== '',
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
  });
  return suggestable(text) && settled ? (data?.suggestions ?? []) : [];
}
