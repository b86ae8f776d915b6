import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSendOtp } from '../api/send-otp';
import { normalizePhone, phoneProblem } from '@/lib/phone';
import { richText } from '../lib/rich-text';
import { ChallengeProgress } from './challenge-progress';
import { RateLimitNotice, rateLimitFrom, type RateLimit } from './rate-limit-notice';
import { Spinner } from './spinner';

/** PhoneStep is sign-in step 1: the phone number and the Send OTP button. */
export function PhoneStep({ initialPhone, onSent }: { initialPhone: string; onSent: (phone: string) => void }) {
  const { t } = useTranslation('account');
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<RateLimit | null>(null);
  const send = useSendOtp();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    const problem = phoneProblem(phone);
    if (problem) {
      setError(t(`login.${problem}`));
      input.current?.focus();
      return;
    }
    setError(null);
    setLimit(null);
    const number = normalizePhone(phone);
    try {
      const res = await send.mutateAsync(number);
      if (!res.status) {
        notify('error', res.message || t('login.sendFailed'));
        return;
      }
      // The next step first (it clears this step's toasts), then its news.
      onSent(number);
      notify('success', res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        setLimit(rateLimitFrom(err.message, err.retryAfter));
        notify('error', err.message);
      } else if (err instanceof ApiError && err.status === 422) {
        setError(err.errors.phone_number?.[0] ?? err.message);
        notify('error', err.message);
        input.current?.focus();
      } else {
        // 503, network failures and anything unexpected (spec §8).
        console.error('send-otp failed', err);
        notify('error', t('login.sendFailed'));
      }
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-semibold text-slate-900 sm:text-3xl">
        {t('login.phoneTitle')}
      </h1>
      <p className="mt-2 leading-relaxed text-slate-700">{t('login.phoneIntro')}</p>

      <label htmlFor={`${id}-phone`} className="mt-6 block font-medium text-slate-900">
        {t('login.phoneLabel')}
      </label>
      <input
        ref={input}
        id={`${id}-phone`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        autoFocus
        value={phone}
        onChange={(e) => {
          setPhone(e.target.value);
          if (error) setError(null);
          if (limit) setLimit(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        placeholder="01XXXXXXXXX"
        className={`mt-2 block w-full rounded-lg border bg-white px-4 py-3 text-lg tracking-wide text-slate-900 placeholder:text-slate-400 ${
          error ? 'border-red-600' : 'border-slate-400'
        }`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('login.phoneHint')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {limit && (
        <div className="mt-4">
          <RateLimitNotice limit={limit} />
        </div>
      )}
      {send.progress !== null && (
        <div className="mt-4">
          <ChallengeProgress share={send.progress} />
        </div>
      )}

      <button
        type="submit"
        disabled={send.isPending}
        className="mt-6 flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-800 px-5 py-3 text-lg font-medium text-white hover:bg-emerald-900 disabled:cursor-wait disabled:bg-emerald-700"
      >
        {send.isPending && <Spinner />}
        {send.isPending ? t('login.sending') : t('login.sendCode')}
      </button>
      <p role="status" className="sr-only">
        {send.isPending ? t('login.sending') : ''}
      </p>
      <p className="mt-6 text-sm text-slate-600">
        {richText(t('login.terms'), {
          terms: (s) => (
            <Link to="/terms" className="font-medium text-emerald-800 underline">
              {s}
            </Link>
          ),
          privacy: (s) => (
            <Link to="/privacy-policy" className="font-medium text-emerald-800 underline">
              {s}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
