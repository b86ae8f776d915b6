import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useSessionExpiry } from '../hooks/use-session-expiry';

/** The order a refusal's reasons are listed in: what the server names under errors. */
const REASONS = ['offers', 'listings', 'staff'] as const;

/**
 * DeleteAccountPanel is "Delete my account" (issue 48): closed, one button;
 * open, what goes and what stays, and the confirmation word. A refusal (something
 * binding still open) lists each reason the server gave, in the page's language.
 */
export function DeleteAccountPanel() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const expire = useSessionExpiry();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // As Log Out does: leave the account area first and clear the session once
  // it is gone, so its login guard does not send the person to /login.
  const signOutOnLeave = useRef<(() => void) | null>(null);
  useEffect(() => () => signOutOnLeave.current?.(), []);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (remove.isPending) return;
    setFieldError(null);
    setBlocked([]);
    setFailure(null);
    try {
      const res = await remove.mutateAsync(word);
      signOutOnLeave.current = () => void signOut({ serverGone: true }).then(() => notify('success', res.message || t('deleteAccount.deleted')));
      navigate('/', { replace: true });
    } catch (err) {
      if (expire(err)) return;
      if (!(err instanceof ApiError) || err.status === 0) {
        setFailure(t('deleteAccount.failed'));
        return;
      }
      if (err.status === 422 && err.errors.confirm?.length) {
        setFieldError(err.errors.confirm[0]);
        input.current?.focus();
      } else if (err.status === 409) {
        setBlocked(REASONS.flatMap((r) => err.errors[r] ?? []));
      } else {
        setFailure(err.message || t('deleteAccount.failed'));
      }
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-xl border border-red-200 bg-white p-4 sm:p-6" data-testid="delete-account">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('deleteAccount.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('deleteAccount.intro')}</p>
      {!open ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-4 rounded-lg border border-red-700 px-5 py-2.5 font-medium text-red-800 hover:bg-red-50"
        >
          {t('deleteAccount.open')}
        </button>
      ) : (
        <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
          <div>
            <h3 className="font-medium text-slate-900">{t('deleteAccount.whatHappens')}</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
              {(['gone1', 'gone2', 'kept1', 'kept2', 'free'] as const).map((k) => (
                <li key={k}>{t(`deleteAccount.${k}`)}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-600">{t('deleteAccount.blockedNote')}</p>
          </div>
          {blocked.length > 0 && (
            <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="delete-blocked">
              <p className="font-medium">{t('deleteAccount.blockedTitle')}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {blocked.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          )}
          {failure && (
            <p role="alert" className="font-medium text-red-700">
              {failure}
            </p>
          )}
          <div>
            <label htmlFor={`${id}-confirm`} className="block font-medium text-slate-900">
              {t('deleteAccount.confirmLabel')}
            </label>
            <input
              ref={input}
              id={`${id}-confirm`}
              name="confirm"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={word}
              placeholder={t('deleteAccount.confirmPlaceholder')}
              onChange={(e) => {
                setWord(e.target.value);
                setFieldError(null); // the word is being typed again: judge it on the next try
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-confirm-error` : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600 sm:max-w-xs"
            />
            {fieldError && (
              <p id={`${id}-confirm-error`} className="mt-1 text-sm font-medium text-red-700">
                {fieldError}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setWord('');
                setFieldError(null);
                setBlocked([]);
                setFailure(null);
              }}
              disabled={remove.isPending}
              className="rounded-lg border border-slate-400 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-100"
            >
              {t('deleteAccount.cancel')}
            </button>
            <button
              type="submit"
              disabled={remove.isPending}
              className="rounded-lg bg-red-700 px-6 py-2.5 font-medium text-white hover:bg-red-800 disabled:cursor-wait disabled:bg-red-600"
            >
              {remove.isPending ? t('deleteAccount.deleting') : t('deleteAccount.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
