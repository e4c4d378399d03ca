import { useEffect, useState, type RefObject } from 'react';
import type { Marginalia } from '@marginalia/core';

/**
 * Signs in at once with the given credentials (the `auth` link of a hosted demo), calling `onSignedIn` on
 * success; a failure just ends the loading state. Returns whether that sign-in is still running.
 */
export function useAutoSignIn(
  sdk: Marginalia,
  autoSignIn: { username: string; password: string } | null | undefined,
  onSignedInRef: RefObject<(() => void) | undefined>,
) {
  const [autoSigningIn, setAutoSigningIn] = useState(Boolean(autoSignIn));
  const autoUsername = autoSignIn?.username;
  const autoPassword = autoSignIn?.password;
  useEffect(() => {
    if (autoUsername === undefined || autoPassword === undefined) return;
    let active = true;
    setAutoSigningIn(true);
    void sdk.session
      .getState()
      .signIn(autoUsername, autoPassword)
      .then((signedIn) => {
        if (!active) return;
        setAutoSigningIn(false);
        if (signedIn) onSignedInRef.current?.();
      });
    return () => {
      active = false;
    };
  }, [sdk, autoUsername, autoPassword, onSignedInRef]);
  return autoSigningIn;
}
