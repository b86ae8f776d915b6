import type { ReactNode } from 'react';
import { useAdminT } from '../lib/use-admin-t';

interface FieldProps {
  id: string;
  label: string;
  /** A message key of form.errors, or a server message. */
  error?: string;
  hint?: string;
  lang?: 'bn' | 'en';
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; lang?: string; className: string }) => ReactNode;
}

export const inputClass = 'w-full rounded border px-2 py-1.5 text-sm focus:outline-none focus:ring-2 focus:ring-emerald-600';

/** Field is a label, a control and its error or hint, wired for screen readers. */
export function Field({ id, label, error, hint, lang, children }: FieldProps) {
  const { t } = useAdminT();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        lang,
        className: `${inputClass} ${error ? 'border-rose-600 bg-rose-50' : 'border-slate-300 bg-white'}`,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-0.5 text-xs text-rose-700">
          {t(`form.errors.${error}`, { defaultValue: error })}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
