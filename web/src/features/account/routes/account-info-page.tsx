import '@/locales/account';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, toLocalDigits } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { AccountInfoForm } from '../components/account-info-form';
import { DeleteAccountPanel } from '../components/delete-account-panel';
import { SectionHeading } from '../components/section-heading';
import { useSessionExpiry } from '../hooks/use-session-expiry';

/** AccountInfoPage is the profile (spec §2): view, edit with cancel and save, and the two counters. */
export default function AccountInfoPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const { user, refreshUser } = useSession();
  const expire = useSessionExpiry();
  const [editing, setEditing] = useState(false);

  // The counters change as offers are sent: load the current user on mount (spec §2).
  useEffect(() => {
    refreshUser().catch((err) => {
      if (!expire(err)) console.error('loading the user failed', err);
    });
  }, [refreshUser, expire]);

  if (!user) return null;
  const na = t('account.na');
  const show = (v: string | null | undefined) => (v && v.trim() ? v : na);

  return (
    <div data-testid="account-info">
      <SectionHeading
        title={t('account.info')}
        intro={t('info.intro')}
        action={
          !editing && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="rounded-lg border border-emerald-800 px-5 py-2 font-medium text-emerald-900 hover:bg-emerald-50"
            >
              {t('info.edit')}
            </button>
          )
        }
      />
      {editing ? (
        // Mounting the form afresh each time is what makes Cancel reset it to the current user (spec §4).
        <AccountInfoForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {(
            [
              ['name', show(user.name)],
              ['yourself', show(user.yourself)],
              ['phone', user.phone ? toLocalDigits(user.phone, lang) : na],
              ['address', show(user.address)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4 sm:px-6 sm:py-4">
              <dt className="text-sm font-medium text-slate-600 sm:text-base">{t(`info.${key}`)}</dt>
              <dd data-testid={`info-${key}`} className={`break-words ${value === na ? 'text-slate-500' : 'text-slate-900'}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-5 grid grid-cols-2 gap-3 sm:gap-4">
        <Counter label={t('info.totalOffers')} value={formatNumber(user.total_offers ?? 0, lang)} testId="total-offers" />
        <Counter label={t('info.totalPurchase')} value={formatNumber(user.total_purchase ?? 0, lang)} testId="total-purchase" />
      </div>
      {!editing && <DeleteAccountPanel />}
    </div>
  );
}

function Counter({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border border-emerald-100 bg-emerald-50 p-4 sm:p-5">
      <p className="text-sm text-emerald-900 sm:text-base">{label}</p>
      <p data-testid={testId} className="mt-1 text-3xl font-semibold text-emerald-950">
        {value}
      </p>
    </div>
  );
}
