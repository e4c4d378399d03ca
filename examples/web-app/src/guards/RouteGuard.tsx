import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession, useT } from '@marginalia/react';
import { resolveRouteGuard, type RouteName } from './resolveRouteGuard';
import type { RedirectToStorage } from './redirectToStorage';

export interface RouteGuardProps {
  route: RouteName;
  redirectTo: RedirectToStorage;
  children: ReactNode;
}

/** Applies {@link resolveRouteGuard} to the current location: renders, waits, or redirects. */
export function RouteGuard({ route, redirectTo, children }: RouteGuardProps) {
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
        fullPath,
        sessionStatus,
        redirectTo: redirectTo.read(),
        signedOutOnThisPage,
      }),
    [route, fullPath, sessionStatus, redirectTo, signedOutOnThisPage],
  );

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
