import { forwardRef, useState } from 'react';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { normalizeOtp, OTP_LENGTH } from '@/lib/phone';

interface PinInputProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/**
 * PinInput is one real text field (so SMS autofill, paste and screen readers
 * work) drawn as four boxes. The field itself is transparent and covers the
 * boxes; the box that takes the next digit shows the focus ring.
 */
export const PinInput = forwardRef<HTMLInputElement, PinInputProps>(function PinInput(
  { id, value, onChange, invalid, describedBy, disabled },
  ref,
) {
  const lang = useLanguage();
  const [focused, setFocused] = useState(false);
  const active = Math.min(value.length, OTP_LENGTH - 1);
  return (
    <div className="relative mx-auto flex w-fit gap-3" data-testid="pin-input">
      {Array.from({ length: OTP_LENGTH }, (_, i) => {
        const digit = value[i];
        const isActive = focused && i === active;
        return (
          <span
            key={i}
            aria-hidden="true"
            className={`flex h-14 w-12 items-center justify-center rounded-lg border-2 bg-white text-2xl font-semibold text-slate-900 sm:h-16 sm:w-14 ${
              invalid ? 'border-red-600' : digit ? 'border-emerald-700' : 'border-slate-300'
            } ${isActive ? 'outline outline-3 outline-offset-2 outline-amber-700' : ''}`}
          >
            {digit ? toLocalDigits(digit, lang) : isActive ? <span className="h-7 w-0.5 animate-pulse bg-slate-700" /> : ''}
          </span>
        );
      })}
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9০-৯]*"
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        // No maxLength: a pasted "12 34" or "Code: 1234." would be cut
        // before its digits; normalizeOtp keeps the first four digits.
        onChange={(e) => onChange(normalizeOtp(e.target.value))}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className="absolute inset-0 h-full w-full cursor-text rounded-lg text-base opacity-0 focus-visible:outline-none"
      />
    </div>
  );
});
