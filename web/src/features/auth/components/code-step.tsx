import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toLocalDigits } from '@/lib/format';
import { dismissToasts, notify } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp, type VerifyOtpResult } from '../api/verify-otp';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { isValidOtp } from '@/lib/phone';
import { richText } from '../lib/rich-text';
import { formatWait } from '../lib/wait';
import { PinInput } from '@/components/pin-input';
import { ChallengeProgress } from './challenge-progress';
import { RateLimitNotice, rateLimitFrom, type RateLimit } from './rate-limit-notice';
import { Spinner } from './spinner';

/** The server refuses a second code for one phone within this time. */
export const RESEND_COOLDOWN_MS = 60_000;

interface CodeStepProps {
  phone: string;
  /** When the last code was sent (ms since epoch): resend opens a minute later. */
  sentAt: number;
  onResent: (at: number) => void;
  /** Called with a successful verify answer (status true and a token). */
  onVerified: (res: VerifyOtpResult & { token: string }) => Promise<void>;
  /** Back to the phone step, the number kept for editing. */
  onChangeNumber: () => void;
}

/** CodeStep is sign-in step 2: the 4-digit code, Verify, and Resend OTP. */
export function CodeStep({ phone, sentAt, onResent, onVerified, onChangeNumber }: CodeStepProps) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<RateLimit | null>(null);
  const [resendAt, setResendAt] = useState(sentAt + RESEND_COOLDOWN_MS);
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  const [finishing, setFinishing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const resendIn = useSecondsLeft(resendAt);
  const lockedFor = useSecondsLeft(limit?.until ?? null);
  const id = useId();
  const busy = verify.isPending || finishing;
  const form = useRef<HTMLFormElement>(null);
  // The fourth digit submits by itself, typed, pasted or autofilled.
  useEffect(() => {
    if (isValidOtp(code)) form.current?.requestSubmit();
  }, [code]);

  function restart() {
    setCode('');
    input.current?.focus();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!isValidOtp(code)) {
      setError(t('login.codeInvalid'));
      input.current?.focus();
      return;
    }
    setError(null);
    setLimit(null);
    try {
      const res = await verify.mutateAsync({ phone, otp: code });
      if (!res.status || !res.token) {
        notify('error', res.message || t('login.verifyFailed'));
        restart();
        return;
      }
      setFinishing(true);
      dismissToasts(); // "Incorrect OTP" must not follow the buyer onto the next page (issue 32)
      await onVerified({ ...res, token: res.token });
    } catch (err) {
      setFinishing(false);
      if (err instanceof ApiError && err.status === 429) {
        setLimit(rateLimitFrom(err.message, err.retryAfter));
        notify('error', err.message);
      } else if (err instanceof ApiError && err.status > 0) {
        notify('error', err.message);
      } else {
        console.error('verify-otp failed', err);
        notify('error', t('login.verifyFailed'));
      }
      restart();
    }
  }

  async function onResend() {
    if (resend.isPending || resendIn > 0) return;
    setLimit(null);
    try {
      const res = await resend.mutateAsync(phone);
      if (!res.status) {
        notify('error', res.message || t('login.sendFailed'));
        return;
      }
      const now = Date.now();
      setResendAt(now + RESEND_COOLDOWN_MS);
      onResent(now);
      setError(null);
      notify('success', t('login.resent'));
      restart();
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        const l = rateLimitFrom(err.message, err.retryAfter);
        setLimit(l);
        if (l.until) setResendAt(l.until);
        notify('error', err.message);
      } else {
        console.error('resend-otp failed', err);
        notify('error', t('login.sendFailed'));
      }
    }
  }

  const status = busy ? t('login.verifying') : resend.isPending ? t('login.resending') : '';

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-semibold text-slate-900 sm:text-3xl">
        {t('login.codeTitle')}
      </h1>
      <p className="mt-2 leading-relaxed text-slate-700">
        {richText(t('login.codeIntro', { phone: toLocalDigits(phone, lang) }), {
          b: (s) => <strong className="whitespace-nowrap font-semibold text-slate-900">{s}</strong>,
        })}{' '}
        <button type="button" onClick={onChangeNumber} className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
          {t('login.changeNumber')}
        </button>
      </p>

      <label htmlFor={`${id}-code`} className="mb-3 mt-6 block text-center font-medium text-slate-900">
        {t('login.codeLabel')}
      </label>
      <PinInput
        ref={input}
        id={`${id}-code`}
        value={code}
        onChange={(v) => {
          setCode(v);
          if (error) setError(null);
        }}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-center text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {limit && (
        <div className="mt-4">
          <RateLimitNotice limit={limit} />
        </div>
      )}
      {resend.progress !== null && (
        <div className="mt-4">
          <ChallengeProgress share={resend.progress} />
        </div>
      )}

      <button
        type="submit"
        disabled={busy || lockedFor > 0}
        className="mt-6 flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-800 px-5 py-3 text-lg font-medium text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:bg-emerald-700/70"
      >
        {busy && <Spinner />}
        {busy ? t('login.verifying') : t('login.verify')}
      </button>
      <p role="status" className="sr-only">
        {status}
      </p>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-slate-700">
        <span>{t('login.noCode')}</span>
        <button
          type="button"
          onClick={onResend}
          disabled={resend.isPending || resendIn > 0}
          className="flex items-center gap-2 rounded-md px-2 py-1 font-semibold text-emerald-800 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-600 disabled:no-underline"
        >
          {resend.isPending && <Spinner dark />}
          {resend.isPending
            ? t('login.resending')
            : resendIn > 0
              ? t('login.resendIn', { time: formatWait(resendIn, lang, t) })
              : t('login.resend')}
        </button>
      </div>
    </form>
  );
}
