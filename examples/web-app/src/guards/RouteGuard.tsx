import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resolveRouteGuard, useSession, useT, type GuardedRoute } from '@marginalia/react';
import type { RedirectToStorage } from './redirectToStorage';
import { useNavigationCheck } from './useNavigationCheck';

export interface RouteGuardProps {
  route: GuardedRoute;
  redirectTo: RedirectToStorage;
  hostedDemo: boolean;
  /** The page the session's restore checked (see `AppEnvironment.sessionCheckedOn`). */
  sessionCheckedOn: { path: string | null };
  children: ReactNode;
}

/** Applies the core's `resolveRouteGuard` to the current location: renders, waits, or redirects. */
export function RouteGuard({ route, redirectTo, hostedDemo, sessionCheckedOn, children }: RouteGuardProps) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const sessionStatus = useSession((s) => s.status);
  const fullPath = `${location.pathname}${location.search}`;
  // Whether this very page was shown signed in: a later sign-out here is not a visit to remember.
  const signedInHere = useRef<{ path: string; signedIn: boolean }>({ path: fullPath, signedIn: false });
  if (signedInHere.current.path !== fullPath) signedInHere.current = { path: fullPath, signedIn: false };
  if (sessionStatus === 'signedIn') signedInHere.current.signedIn = true;
  const signedOutOnThisPage = signedInHere.current.signedIn && sessionStatus !== 'signedIn';
  const decision = useMemo(
    () =>
      resolveRouteGuard({
        route,
        path: location.pathname,
        search: location.search,
        sessionStatus,
        redirectTo: redirectTo.read(),
        hostedDemo,
        signedOutOnThisPage,
      }),
    [route, location.pathname, location.search, sessionStatus, redirectTo, hostedDemo, signedOutOnThisPage],
  );
  useNavigationCheck(route === 'guarded' && decision.type === 'render', location.pathname, sessionCheckedOn);

  useEffect(() => {
    if (decision.type !== 'redirect') return;
    if (decision.rememberRedirectTo) redirectTo.remember(decision.rememberRedirectTo);
    if (decision.clearRedirectTo) redirectTo.clear();
    void navigate(decision.to, { replace: true });
  }, [decision, navigate, redirectTo]);

  if (decision.type === 'render') return <>{children}</>;
  return (
    <p className="app-loading" role="status" aria-busy="true">
      {t('app.loading')}
    </p>
  );
}
