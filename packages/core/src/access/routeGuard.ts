import type { SessionState } from '../session/createSessionStore';

/**
 * Routes as the guards know them: the named routes of spec 1 §2 with special rules, `guarded` for every other
 * named route, and `not-found` for unmatched paths.
 */
export type GuardedRoute =
  | 'sign-in'
  | 'welcome-hf-sign-in'
  | 'oauth-provider-callback'
  | 'guarded'
  | 'not-found';

/** The query parameter that keeps sign-in from sending hosted-demo visitors to the welcome page. */
export const OMIT_CALL_TO_ACTION_PARAM = 'omitCTA';
/** Path of the sign-in page. */
export const SIGN_IN_PATH = '/sign-in';
/** Path of the hub welcome page. */
export const WELCOME_HUB_SIGN_IN_PATH = '/welcome-hf-sign-in';

/** Everything a guard decision depends on. */
export interface RouteGuardInput {
  route: GuardedRoute;
  /** Path of the current location, e.g. `/dataset/1/annotation-mode`. */
  path: string;
  /** Its query string with the leading `?`, or ''. */
  search: string;
  sessionStatus: SessionState['status'];
  /** The path remembered before sending a signed-out visitor to sign-in, if any. */
  redirectTo: string | null;
  /** The app runs on the hosted-demo platform. */
  hostedDemo?: boolean;
  /** The session ended while this page was shown: not a visit to remember. */
  signedOutOnThisPage?: boolean;
}

/** What the router should do. */
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

function hasParam(search: string, name: string): boolean {
  return new URLSearchParams(search).has(name);
}

/**
 * The route guards of spec 1 §2 as a pure decision.
 * - Unknown paths render the 404 page whatever the session.
 * - oauth-provider-callback: an empty query string goes home.
 * - While the session restores, wait.
 * - sign-in: a signed-in user goes to the remembered redirectTo (then forgotten) or home; with `omitCTA` nothing
 *   changes; on the hosted-demo platform the visitor goes to the hub welcome page, keeping the query.
 * - welcome-hf-sign-in: a signed-in user, or anyone outside the hosted-demo platform, goes home.
 * - Every other route: a signed-out visitor goes to sign-in and the full path is remembered unless it is home
 *   (or the session ended on this very page).
 *
 * @example
 * resolveRouteGuard({ route: 'guarded', path: '/', search: '', sessionStatus: 'signedOut', redirectTo: null });
 * // → { type: 'redirect', to: '/sign-in' }
 */
export function resolveRouteGuard({
  route,
  path,
  search,
  sessionStatus,
  redirectTo,
  hostedDemo = false,
  signedOutOnThisPage = false,
}: RouteGuardInput): RouteGuardDecision {
  if (route === 'not-found') return { type: 'render' };
  if (route === 'oauth-provider-callback') {
    return search === '' || search === '?' ? { type: 'redirect', to: HOME } : { type: 'render' };
  }
  if (sessionStatus === 'restoring') return { type: 'wait' };
  const signedIn = sessionStatus === 'signedIn';

  if (route === 'sign-in') {
    if (signedIn) {
      return redirectTo ? { type: 'redirect', to: redirectTo, clearRedirectTo: true } : { type: 'redirect', to: HOME };
    }
    if (hasParam(search, OMIT_CALL_TO_ACTION_PARAM)) return { type: 'render' };
    if (hostedDemo) return { type: 'redirect', to: `${WELCOME_HUB_SIGN_IN_PATH}${search}` };
    return { type: 'render' };
  }

  if (route === 'welcome-hf-sign-in') {
    return signedIn || !hostedDemo ? { type: 'redirect', to: HOME } : { type: 'render' };
  }

  if (signedIn) return { type: 'render' };
  const fullPath = `${path}${search}`;
  return fullPath === HOME || signedOutOnThisPage
    ? { type: 'redirect', to: SIGN_IN_PATH }
    : { type: 'redirect', to: SIGN_IN_PATH, rememberRedirectTo: fullPath };
}

/**
 * The sign-in path that keeps the current query and hides the hosted-demo call to action (`omitCTA=true`), used
 * by the hub welcome page when hub login is unavailable and by its 'Sign in with username' button.
 *
 * @example
 * signInPathOmittingCallToAction('?auth=abc'); // '/sign-in?auth=abc&omitCTA=true'
 */
export function signInPathOmittingCallToAction(search: string): string {
  const query = new URLSearchParams(search);
  query.set(OMIT_CALL_TO_ACTION_PARAM, 'true');
  return `${SIGN_IN_PATH}?${query.toString()}`;
}
