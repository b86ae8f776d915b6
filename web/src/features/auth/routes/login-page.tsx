import '@/locales/account';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { dismissToasts, notify } from '@/lib/toast';
import type { VerifyOtpResult } from '../api/verify-otp';
import { AuthShell } from '../components/auth-shell';
import { CodeStep } from '../components/code-step';
import { PhoneStep } from '../components/phone-step';
import { StepHeader } from '../components/step-header';

/**
 * LoginPage is sign-in steps 1 and 2 (spec §2 "Login flow"): phone number,
 * then the texted code. A new user continues to step 3 at /account/activate.
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const [phone, setPhone] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const step = sentAt === null ? 1 : 2;

  async function onVerified(res: VerifyOtpResult & { token: string }) {
    if (res.isNewUser) {
      // Spec §4: store the token and the new-user flag, then step 3 (its
      // guard reads the flag; the page loads the user once it is shown).
      localStorage.setItem(STORAGE_KEYS.authToken, res.token);
      localStorage.setItem(STORAGE_KEYS.isNewUser, 'true');
      // The welcome page continues to where the visitor was going.
      navigate(`/account/activate${location.search}`, { replace: true, state: location.state });
      return;
    }
    // Once the user is set, the guest-only guard of /login moves on to /account/info.
    const user = await signIn(res.token);
    if (!user) throw new Error('signed in but no user');
    notify('success', res.message || t('login.signedIn'));
  }

  function backToPhone() {
    dismissToasts(); // the code step's errors are not about the number
    setSentAt(null);
  }

  return (
    <AuthShell>
      <PageTitle title={t('login.title')} />
      <StepHeader
        step={step}
        onBack={() => {
          if (step === 2) backToPhone();
          else if (location.key !== 'default') navigate(-1);
          else navigate('/');
        }}
      />
      {step === 1 ? (
        <PhoneStep
          initialPhone={phone}
          onSent={(p) => {
            dismissToasts(); // the phone step's errors are not about the code step
            setPhone(p);
            setSentAt(Date.now());
          }}
        />
      ) : (
        <CodeStep phone={phone} sentAt={sentAt!} onResent={setSentAt} onVerified={onVerified} onChangeNumber={backToPhone} />
      )}
    </AuthShell>
  );
}
