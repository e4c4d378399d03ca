import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { HUB_PROVIDER, OAuthCallback, type KeyValueStorage } from '@marginalia/react';
import type { RedirectToStorage } from '../guards/redirectToStorage';

export interface OAuthCallbackPageProps {
  tokenStorage: KeyValueStorage;
  redirectTo: RedirectToStorage;
}

/** /oauth/:provider?/callback: completes the provider login (the hub provider when the path names none). */
export function OAuthCallbackPage({ tokenStorage, redirectTo }: OAuthCallbackPageProps) {
  const { provider = HUB_PROVIDER } = useParams();
  const { search } = useLocation();
  // Read once and forget: the remembered path is used by this sign-in.
  const [target] = useState(() => {
    const path = redirectTo.read();
    redirectTo.clear();
    return path;
  });
  return (
    <main id="main" className="app-sign-in">
      <OAuthCallback provider={provider} search={search} storage={tokenStorage} redirectTo={target} />
    </main>
  );
}
