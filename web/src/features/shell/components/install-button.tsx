import { useTranslation } from 'react-i18next';
import { install, useInstallOffer } from '@/lib/install-prompt';

/** InstallButton offers to install the site as an app, while the browser offers installation (issue 50). */
export function InstallButton() {
  const { t } = useTranslation();
  if (!useInstallOffer()) return null;
  return (
    <button
      type="button"
      data-testid="install-app"
      onClick={() => void install()}
      className="min-h-11 rounded-md px-2 font-medium text-amber-300 hover:underline sm:min-h-0"
    >
      {t('header.install')}
    </button>
  );
}
