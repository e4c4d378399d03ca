import { useEffect, useRef } from 'react';
import { completeProviderSignIn, type KeyValueStorage } from '@marginalia/core';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';
import { useNotify } from '../notifications/useNotifications';
import { useT } from '../hooks/useT';

export interface OAuthCallbackProps {
  /** The provider of the route (`/oauth/:provider/callback`). */
  provider: string;
  /** The callback's query string (`?code=…&state=…`). */
  search: string;
  /** Where the session keeps its token (the storage given to `createMarginalia`). */
  storage: KeyValueStorage;
  /** Where to go after success: the remembered redirectTo or home. */
  redirectTo?: string | null;
}

/**
 * Completes a third-party login: exchanges the callback query for a token and loads the user, then goes to
 * redirectTo or home. On failure it shows a danger notification with the unauthorized text
 * ('Could not validate credentials') and goes home.
 *
 * @example
 * <OAuthCallback provider="huggingface" search={location.search} storage={localStorage} redirectTo={redirect.read()} />
 */
export function OAuthCallback({ provider, search, storage, redirectTo }: OAuthCallbackProps) {
  const t = useT();
  const notify = useNotify();
  const { oauth, sdk, navigation } = useMarginaliaContext();
  const started = useRef(false);

  useEffect(() => {
    // One exchange per visit: a code is single-use (and StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const fail = () => {
      notify({ message: { key: 'http.401' }, type: 'danger' });
      navigation.navigate('/', { replace: true });
    };
    if (!oauth) {
      fail();
      return;
    }
    completeProviderSignIn({ oauth, session: sdk.session, storage, provider, search }).then(
      (signedIn) => (signedIn ? navigation.navigate(redirectTo || '/', { replace: true }) : fail()),
      fail,
    );
  }, [oauth, sdk, storage, provider, search, redirectTo, navigation, notify]);

  return (
    <p className="mg-root mg-status" role="status" aria-busy="true">
      {t('signIn.completingProvider')}
    </p>
  );
}

