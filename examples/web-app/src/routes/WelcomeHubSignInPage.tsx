import { useLocation } from 'react-router';
import { HubWelcome, accountTexts, useT } from '@marginalia/react';
import { usePageTitle } from './usePageTitle';

/** /welcome-hf-sign-in: the hub welcome page of the hosted demo (the guard lets only signed-out visitors there). */
export function WelcomeHubSignInPage() {
  const t = useT(accountTexts);
  const { search } = useLocation();
  usePageTitle(t('signIn.title'));
  return (
    <main id="main" className="app-sign-in">
      <HubWelcome search={search} />
    </main>
  );
}
