import { useState, type FormEvent } from 'react';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import i18n from '@/lib/i18n';
import type { TotpEnrollResponse } from '@/lib/api-types';
import { enrollFactor, verifyFactor } from '../api/factor';
import { inputClass } from '../components/field';
import { errorText, fieldErrors } from '@/lib/api-errors';
import { useAdminT } from '../lib/use-admin-t';

/** groups writes a base32 key in groups of four, as authenticator apps show it. */
export function groups(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * linkToken is the token of a set-up link as the member has it: the whole
 * link pasted (its enrol parameter) or the token alone.
 */
export function linkToken(text: string): string {
  const s = text.trim();
  const m = /[?&]enrol=([A-Za-z0-9_-]+)/.exec(s);
  return m ? m[1] : s;
}

/**
 * FactorPage is what a staff session sees until it has given its second
 * factor: setting up an authenticator app (QR code, the key to type in,
 * recovery codes to keep) the first time, the app's code after that.
 */
export default function FactorPage({ state }: { state: 'enroll' | 'verify' }) {
  const { t } = useAdminT();
  const { refreshUser, signOut, user } = useSession();
  const lang = useLanguage();
  const [enrollment, setEnrollment] = useState<TotpEnrollResponse | null>(null);
  // The owner's one-time set-up link (issue 46): opened, it fills this in.
  const [link, setLink] = useState(() => new URLSearchParams(window.location.search).get('enrol') ?? '');
  const [saved, setSaved] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setError('');
    try {
      setEnrollment(await enrollFactor(linkToken(link)));
    } catch (err) {
      setError(errorText(err, t('common.networkError')));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await verifyFactor(code);
      await refreshUser();
    } catch (err) {
      setError(fieldErrors(err).code?.[0] ?? errorText(err, t('common.networkError')));
      setBusy(false);
    }
  };

  const download = () => {
    const text = `${t('factor.codesFileHeading', { phone: user?.phone ?? '' })}\n\n${enrollment!.recovery_codes.join('\n')}\n`;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = 'garihaat-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(a.href);
  };

  const enrolling = state === 'enroll';
  const codeForm = (
    <form onSubmit={(e) => void submit(e)} className="space-y-2" noValidate>
      <label htmlFor="factor-code" className="block text-sm font-medium">
        {enrolling ? t('factor.firstCode') : t('factor.code')}
      </label>
      <input
        id="factor-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode={enrolling ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoFocus={!enrolling}
        maxLength={64}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'factor-error' : 'factor-hint'}
        className={`${inputClass} border-slate-300 bg-white font-mono text-lg tracking-widest`}
      />
      {!enrolling && (
        <p id="factor-hint" className="text-xs text-slate-600">
          {t('factor.recoveryHint')}
        </p>
      )}
      {error && (
        <p id="factor-error" role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || code.trim() === '' || (enrolling && !saved)}
        className="rounded bg-emerald-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
      >
        {busy ? t('common.saving') : t('factor.verify')}
      </button>
    </form>
  );

  return (
    <main id="admin-main" className="mx-auto max-w-xl space-y-4 p-4 sm:p-8">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{enrolling ? t('factor.enrollHeading') : t('factor.verifyHeading')}</h1>
        <button
          type="button"
          onClick={() => void i18n.changeLanguage(lang === 'bn' ? 'en' : 'bn')}
          className="rounded border border-slate-300 px-2 py-1 text-sm"
          lang={lang === 'bn' ? 'en' : 'bn'}
        >
          {lang === 'bn' ? 'English' : 'বাংলা'}
        </button>
      </div>
      {!enrolling && <p className="text-sm text-slate-700">{t('factor.verifyBody')}</p>}
      {enrolling && !enrollment && (
        <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-700">{t('factor.enrollBody')}</p>
          <label htmlFor="factor-link" className="block text-sm font-medium">
            {t('factor.link')}
          </label>
          <input
            id="factor-link"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="factor-link-hint"
            className={`${inputClass} border-slate-300 bg-white font-mono text-sm`}
          />
          <p id="factor-link-hint" className="text-xs text-slate-600">
            {t('factor.linkHint')}
          </p>
          {error && (
            <p role="alert" className="text-sm text-rose-700">
              {error}
            </p>
          )}
          <button type="button" onClick={() => void start()} disabled={busy || linkToken(link) === ''} className="rounded bg-emerald-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50">
            {t('factor.start')}
          </button>
        </section>
      )}
      {enrolling && enrollment && (
        <section className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
          <ol className="list-decimal space-y-4 pl-5 text-sm">
            <li className="space-y-2">
              <p>{t('factor.scan')}</p>
              <img src={enrollment.qr_code} alt={t('factor.qrAlt')} width={200} height={200} className="border border-slate-200" />
              <p className="text-xs text-slate-600">{t('factor.keyHint')}</p>
              <p className="select-all break-all font-mono text-sm" aria-label={t('factor.key')}>
                {groups(enrollment.secret)}
              </p>
            </li>
            <li className="space-y-2">
              <p>{t('factor.codesBody')}</p>
              <ul aria-label={t('factor.codes')} className="grid grid-cols-2 gap-1 rounded bg-slate-50 p-2 font-mono text-sm">
                {enrollment.recovery_codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <button type="button" onClick={download} className="rounded border border-slate-300 px-2 py-1 text-xs">
                {t('factor.download')}
              </button>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
                {t('factor.saved')}
              </label>
            </li>
            <li>{codeForm}</li>
          </ol>
        </section>
      )}
      {!enrolling && <section className="rounded-lg bg-white p-4 shadow-sm">{codeForm}</section>}
      <p className="text-sm text-slate-600">
        {t('factor.lost')}{' '}
        <button type="button" onClick={() => void signOut()} className="text-emerald-800 underline">
          {t('nav.signOut')}
        </button>
      </p>
    </main>
  );
}
