import { AppHeader, UserSettings, accountTexts, useT } from '@marginalia/react';
import { usePageTitle } from './usePageTitle';

/** /user-settings: breadcrumbs Home > My settings, then the settings. */
export function UserSettingsPage() {
  const t = useT(accountTexts);
  usePageTitle(t('userSettings.title'));
  return (
    <>
      <AppHeader breadcrumbs={[{ label: t('header.home'), to: '/' }, { label: t('userSettings.title') }]} />
      <main id="main" className="app-main">
        <UserSettings />
      </main>
    </>
  );
}
