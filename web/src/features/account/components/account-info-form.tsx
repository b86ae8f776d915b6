import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { toLocalDigits } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useUpdateUser } from '../api/update-user';
import { useSessionExpiry } from '../hooks/use-session-expiry';

type Fields = 'name' | 'yourself' | 'address';

function valuesOf(user: User): Record<Fields, string> {
  return { name: user.name ?? '', yourself: user.yourself ?? '', address: user.address ?? '' };
}

const inputBase = 'mt-1 block w-full rounded-lg border px-3 py-2.5';
const inputClass = `${inputBase} border-slate-400 bg-white text-slate-900 aria-[invalid=true]:border-red-600`;

/** AccountInfoForm edits name, business and address; the phone is shown read-only and sent unchanged. */
export function AccountInfoForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const update = useUpdateUser();
  const expire = useSessionExpiry();
  const id = useId();

  function set(field: Fields, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (update.isPending) return;
    setErrors({});
    try {
      const res = await update.mutateAsync({ ...values, phone: user.phone });
      if (!res.success) {
        notify('error', res.message || t('info.updateFailed'));
        return;
      }
      notify('success', t('info.updated'));
      onDone();
    } catch (err) {
      if (expire(err)) return;
      console.error('update user failed', err);
      if (err instanceof ApiError && err.status > 0) {
        setErrors(err.errors);
        notify('error', err.message);
      } else {
        notify('error', t('info.updateFailed'));
      }
    }
  }

  function field(name: Fields, label: string, hint?: string, multiline = false) {
    const err = errors[name]?.[0];
    const describedBy = [hint ? `${id}-${name}-hint` : '', err ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    const common = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      'aria-invalid': err ? true : undefined,
      'aria-describedby': describedBy || undefined,
      className: inputClass,
    } as const;
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="block font-medium text-slate-900">
          {label}
        </label>
        {multiline ? (
          <textarea {...common} rows={3} onChange={(e) => set(name, e.target.value)} />
        ) : (
          <input {...common} type="text" onChange={(e) => set(name, e.target.value)} />
        )}
        {hint && (
          <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        )}
        {err && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
            {err}
          </p>
        )}
      </div>
    );
  }

  const phoneErr = errors.phone?.[0];
  return (
    <form onSubmit={onSubmit} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="account-form">
      {field('name', t('info.name'))}
      {field('yourself', t('info.yourself'), t('info.yourselfHint'))}
      <div>
        <label htmlFor={`${id}-phone`} className="block font-medium text-slate-900">
          {t('info.phone')}
        </label>
        <input
          id={`${id}-phone`}
          type="tel"
          value={toLocalDigits(user.phone, lang)}
          readOnly
          aria-describedby={`${id}-phone-hint`}
          className={`${inputBase} cursor-not-allowed border-slate-300 bg-slate-100 text-slate-700`}
        />
        <p id={`${id}-phone-hint`} className="mt-1 text-sm text-slate-600">
          {phoneErr ?? t('info.phoneLocked')}
        </p>
      </div>
      {field('address', t('info.address'), undefined, true)}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onDone}
          disabled={update.isPending}
          className="rounded-lg border border-slate-400 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-100"
        >
          {t('info.cancel')}
        </button>
        <button
          type="submit"
          disabled={update.isPending}
          className="rounded-lg bg-emerald-800 px-6 py-2.5 font-medium text-white hover:bg-emerald-900 disabled:cursor-wait disabled:bg-emerald-700"
        >
          {update.isPending ? t('info.saving') : t('info.save')}
        </button>
      </div>
    </form>
  );
}
