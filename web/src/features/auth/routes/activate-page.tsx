import '@/locales/account';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { hasToken, useSession } from '@/lib/session';
import { AuthShell } from '../components/auth-shell';
import { StepHeader } from '../components/step-header';
import { SuccessStep } from '../components/success-step';

/** ActivatePage is sign-in step 3 for a new user (guarded by the isNewUser flag). */
export default function ActivatePage() {
  const { t } = useTranslation('account');
  const { user, refreshUser } = useSession();

  // The login step stored the token but did not load the user (doing so on
  // /login would let its guest-only guard redirect first): load it here, so
  // the header shows the account menu afterwards.
  useEffect(() => {
    if (!user && hasToken()) refreshUser().catch((err) => console.error('loading the new user failed', err));
  }, [user, refreshUser]);

  return (
    <AuthShell>
      <PageTitle title={t('activate.title')} />
      <StepHeader step={3} />
      <SuccessStep />
    </AuthShell>
  );
}
