import { useEffect } from 'react';
import { isApiError, useMarginalia } from '@marginalia/react';

/**
 * The navigation check of spec 1 §2: on every navigation to a guarded page it asks the server who the user is;
 * a 401 (token expired or revoked) signs the user out, and the guard then sends them to sign-in. Other failures
 * (offline) leave the session alone.
 *
 * @example
 * useNavigationCheck(route === 'guarded' && decision.type === 'render', location.key);
 */
export function useNavigationCheck(active: boolean, navigationKey: string): void {
  const { client, session } = useMarginalia();
  useEffect(() => {
    if (!active) return;
    let current = true;
    // Past the client's cache: the point is to hear what the server says now.
    client.getMe({ cache: 'bypass' }).catch((error: unknown) => {
      if (current && isApiError(error) && error.status === 401) session.getState().signOut();
    });
    return () => {
      current = false;
    };
  }, [active, navigationKey, client, session]);
}
