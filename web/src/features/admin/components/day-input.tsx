import { useId, useState } from 'react';
import type { Language } from '@/lib/i18n';
import { dayOf, dayText } from '../lib/day-text';
import { useAdminT } from '../lib/use-admin-t';

/**
 * DayInput is a day field that reads and shows day/month/year in the UI's
 * language (Bengali digits under Bangla): the browser's date input follows
 * the browser's locale, not the page's. It says its format under the label
 * for screen readers and marks what cannot be read as a date. onChange gets
 * YYYY-MM-DD, or "" while the text is no date.
 */
export function DayInput({ label, value, onChange, lang, className }: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  lang: Language;
  className: string;
}) {
  const { t } = useAdminT();
  const id = useId();
  const [typed, setTyped] = useState<{ text: string; lang: Language; left: boolean } | null>(null);
  // What was typed stays as typed; a value set from outside, or a change of
  // language, shows the value written in the language.
  const mine = typed !== null && typed.lang === lang && dayOf(typed.text) === value;
  const text = mine ? typed.text : dayText(value, lang);
  // Marked only once the field is left, not while a date is half typed.
  const bad = mine && typed.left && typed.text.trim() !== '' && value === '';
  return (
    <span className="text-sm">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('insights.dayFormat')}
        aria-describedby={`${id}-hint`}
        aria-invalid={bad}
        className={`${className} ml-1 w-32 ${bad ? 'border-red-600' : ''}`}
        value={text}
        onChange={(e) => {
          setTyped({ text: e.target.value, lang, left: false });
          onChange(dayOf(e.target.value));
        }}
        onBlur={() => setTyped((x) => x && { ...x, left: true })}
      />
      <span id={`${id}-hint`} className={bad ? 'ml-1 text-xs text-red-700' : 'sr-only'}>
        {bad ? t('insights.dayBad') : t('insights.dayHint')}
      </span>
    </span>
  );
}
