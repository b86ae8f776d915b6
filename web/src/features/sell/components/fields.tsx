import { useId, type ReactNode } from 'react';
import { pickName } from '@/lib/localized';
import type { Option } from '@/lib/api-types';
import { useLanguage } from '@/lib/use-language';
import { useSellT } from '../lib/i18n';

const control =
  'block w-full rounded-lg border bg-white px-3 py-3 text-base text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-600/30';

/**
 * Field is one labelled control with its hint and the server's error for it.
 * Controls are 48 px tall with 16 px text: tappable with a thumb, and mobile
 * browsers do not zoom into them.
 */
export function Field({
  name,
  error,
  hint,
  children,
}: {
  name: string;
  error?: string[];
  hint?: string;
  children: (props: { id: string; className: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const { t } = useSellT();
  const id = useId();
  const bad = !!error?.length;
  const described = [hint && `${id}-hint`, bad && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {t(`fields.${name}`)}
      </label>
      {children({
        id,
        className: `${control} ${bad ? 'border-red-600' : 'border-slate-300'}`,
        'aria-invalid': bad,
        'aria-describedby': described,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {bad && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${name}`}>
          {error!.join(' ')}
        </p>
      )}
    </div>
  );
}

/** Choice is a select of catalogue options in the reader's language; extra is a last choice outside the list ("Other"). */
export function Choice({
  name,
  value,
  options,
  error,
  extra,
  onChange,
}: {
  name: string;
  value: string;
  options: Option[] | undefined;
  error?: string[];
  extra?: { value: string; label: string };
  onChange: (v: string) => void;
}) {
  const { t } = useSellT();
  const lang = useLanguage();
  return (
    <Field name={name} error={error}>
      {(p) => (
        <select {...p} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('choose')}</option>
          {(options ?? [])
            .filter((o) => o.id > 0)
            .map((o) => (
              <option key={o.id} value={o.id}>
                {pickName(o, lang)}
              </option>
            ))}
          {extra && <option value={extra.value}>{extra.label}</option>}
        </select>
      )}
    </Field>
  );
}

/**
 * Text is a one-line text field; numeric makes it a number typed as text —
 * Bengali or English digits, group commas, a numeric keypad on phones —
 * hinted so unless another hint is given.
 */
export function Text({
  name,
  value,
  error,
  hint,
  numeric = false,
  onChange,
}: {
  name: string;
  value: string;
  error?: string[];
  hint?: string;
  numeric?: boolean;
  onChange: (v: string) => void;
}) {
  const { t } = useSellT();
  return (
    <Field name={name} error={error} hint={hint ?? (numeric ? t('hints.digits') : undefined)}>
      {(p) => (
        <input
          {...p}
          name={name}
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete={numeric ? 'off' : undefined}
          maxLength={200}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
