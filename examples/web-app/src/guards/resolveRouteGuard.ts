import type { SessionState } from '@marginalia/react';

/** The app's routes as the guards know them; `not-found` is everything unmatched. */
export type RouteName = 'sign-in' | 'index' | 'annotation' | 'not-found';

export interface RouteGuardInput {
  route: RouteName;
  /** Path plus query string of the current location, e.g. `/dataset/1/annotation-mode?page=2`. */
  fullPath: string;
  sessionStatus: SessionState['status'];
  /** The path remembered before sending a signed-out visitor to sign-in, if any. */
  redirectTo: string | null;
  /**
   * The session ended while this page was shown (sign-out from the user menu, or a rejected token). The guards
   * run on navigation, so this is not a visit to remember: the user just goes to sign-in.
   */
  signedOutOnThisPage?: boolean;
}

/** What the router should do with the current location. */
export type RouteGuardDecision =
  | { type: 'wait' }
  | { type: 'render' }
  | {
      type: 'redirect';
      to: string;
      /** Remember this path to come back after sign-in. */
      rememberRedirectTo?: string;
      /** Forget the remembered path (it was just used). */
      clearRedirectTo?: boolean;
    };

const HOME = '/';
const SIGN_IN = '/sign-in';

/**
 * The route guards of spec 1 §2 as a pure decision:
 * - while the session is restoring, wait (show a loading state);
 * - sign-in: a signed-in user goes to the remembered `redirectTo` (then forgotten) or home;
 * - every other named route: a signed-out visitor goes to sign-in, and the full path is remembered unless it is home
 *   (or the session ended on this very page);
 * - unknown paths render the 404 page whatever the session.
 *
 * @example
 * resolveRouteGuard({ route: 'index', fullPath: '/', sessionStatus: 'signedOut', redirectTo: null });
 * // → { type: 'redirect', to: '/sign-in' }
 */
export function resolveRouteGuard({
  route,
  fullPath,
  sessionStatus,
  redirectTo,
  signedOutOnThisPage = false,
}: RouteGuardInput): RouteGuardDecision {
  if (route === 'not-found') return { type: 'render' };
  if (sessionStatus === 'restoring') return { type: 'wait' };
  const signedIn = sessionStatus === 'signedIn';
  if (route === 'sign-in') {
    if (!signedIn) return { type: 'render' };
    return redirectTo
      ? { type: 'redirect', to: redirectTo, clearRedirectTo: true }
      : { type: 'redirect', to: HOME };
  }
  if (signedIn) return { type: 'render' };
  return fullPath === HOME || signedOutOnThisPage
    ? { type: 'redirect', to: SIGN_IN }
    : { type: 'redirect', to: SIGN_IN, rememberRedirectTo: fullPath };
}
