import { useEffect } from 'react';
import { isApiError, useMarginalia } from '@marginalia/react';

/**
 * The navigation check of spec 1 §2: on every navigation to a guarded page it asks the server who the user is;
 * a 401 (token expired or revoked) signs the user out, and the guard then sends them to sign-in. Other failures
 * (offline) leave the session alone.
 *
 * A navigation is a change of page (`path`): the page's own address updates (its filters and position, replaced
 * as they change) ask nothing. The page the app started on is left alone once (`checkedOn`): the session's
 * restore, or the sign-in it led to, asked a moment before (one more request on the first record's path).
 *
 * @example
 * useNavigationCheck(route === 'guarded' && decision.type === 'render', location.pathname, sessionCheckedOn);
 */
export function useNavigationCheck(active: boolean, path: string, checkedOn: { path: string | null }): void {
  const { client, session } = useMarginalia();
  useEffect(() => {
    if (!active) return;
    const justChecked = checkedOn.path === path;
    checkedOn.path = null;
    if (justChecked) return;
    let current = true;
    // Past the client's cache: the point is to hear what the server says now.
    client.getMe({ cache: 'bypass' }).catch((error: unknown) => {
      if (current && isApiError(error) && error.status === 401) session.getState().signOut();
    });
    return () => {
      current = false;
    };
  }, [active, path, checkedOn, client, session]);
}
