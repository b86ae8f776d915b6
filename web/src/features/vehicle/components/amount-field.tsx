import { useLayoutEffect, useRef, type RefObject } from 'react';
import { amountInWords } from '@/lib/amount-words';
import { formatNumber, groupTyped } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

// digitsIn counts the digits (Bengali or ASCII) of s.
const digitsIn = (s: string) => (s.match(/[0-9০-৯]/g) ?? []).length;

/**
 * AmountField is the offer's amount: grouped as it is typed (১৯,৫০,০০০ /
 * 19,50,000, the caret staying by the digit it was at) and said in words
 * under it, so an extra or missing zero shows before the offer is sent.
 * value and onChange carry the ASCII digits the server is sent.
 */
export function AmountField({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  inputRef,
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  invalid: boolean;
  describedBy: string;
  /** The input, for the form to focus; the field also keeps the caret with it. */
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const lang = useLanguage();
  // How many digits stood right of the caret when the buyer typed: the
  // caret goes back before as many digits once the commas have moved.
  const digitsRight = useRef<number | null>(null);
  const text = value ? formatNumber(Number(value), lang) : '';
  const words = value ? amountInWords(Number(value), lang) : '';

  useLayoutEffect(() => {
    const el = inputRef.current;
    const right = digitsRight.current;
    digitsRight.current = null;
    if (!el || right === null || document.activeElement !== el) return;
    let pos = text.length;
    for (let seen = 0; pos > 0 && seen < right; pos--) if (digitsIn(text[pos - 1]) > 0) seen++;
    el.setSelectionRange(pos, pos);
  }, [text, inputRef]);

  return (
    <>
      <div className={`flex rounded-md border focus-within:ring-2 focus-within:ring-emerald-700 ${invalid ? 'border-red-600 bg-red-50' : 'border-slate-300'}`}>
        <span className="flex items-center px-3 text-slate-600" aria-hidden="true">
          ৳
        </span>
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            const raw = e.target.value;
            digitsRight.current = digitsIn(raw.slice(e.target.selectionStart ?? raw.length));
            onChange(groupTyped(raw, lang).digits);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${describedBy} ${id}-words`}
          className="min-w-0 flex-1 rounded-r-md px-2 py-2 outline-none"
        />
      </div>
      <p id={`${id}-words`} className="mt-1 min-h-5 text-sm font-medium text-slate-800" data-testid="bid-amount-words">
        {words}
      </p>
    </>
  );
}
