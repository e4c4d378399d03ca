import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  browserEnvironment,
  createI18n,
  createMarginalia,
  MarginaliaProvider,
  LazySignIn,
  LazyToaster,
  useMarginalia,
  useScopedStyles,
  useSession,
  translateMessage,
  type Marginalia,
  type NavigationAdapter,
  type TokenProvider,
  type User,
} from '@marginalia/react';
import type { ElementContract } from './ElementContract';
import { elementCss } from './elementCss';
import { errorDetail, isFailedLoad } from './loadFailures';
import type { MarginaliaEventTarget, MarginaliaUserDetail } from './MarginaliaEvents';

interface ElementRootProps {
  host: MarginaliaEventTarget;
  contract: ElementContract;
  values: Record<string, unknown>;
  children: ReactNode;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The signed-in user as events report it. */
export function userDetail(user: User): MarginaliaUserDetail {
  return { id: user.id, username: user.username, role: user.role };
}

/**
 * The providers of one element: its own sdk (a new one when `base-url`, `api-key` or `fetch` change), its own
 * translations and navigation, so two elements on a page never share state. It reports 401s, and failures of
 * the reads the contract names as its `loads`, as `mg-error`; navigation as `mg-navigate`; and shows the sign-in
 * form while the element has nobody to act for.
 */
export function ElementRoot({ host, contract, values, children }: ElementRootProps) {
  const baseUrl = text(values.baseUrl) ?? '/api';
  const apiKey = text(values.apiKey);
  const fetchImpl = typeof values.fetch === 'function' ? (values.fetch as typeof fetch) : undefined;
  const token = text(values.token) ?? null;
  const tokenProvider =
    typeof values.tokenProvider === 'function' ? (values.tokenProvider as TokenProvider) : null;
  const locale = text(values.locale);
  const i18n = useState(() => createI18n({ lng: locale ?? globalThis.navigator?.language }))[0];
  const sdk = useMemo<Marginalia>(
    () =>
      createMarginalia({
        baseUrl,
        apiKey,
        fetch: fetchImpl,
        // The page's storage when it may use it (a sandboxed frame may not): sign-ins on one origin are shared.
        storage: browserEnvironment(globalThis.window).storage,
        onUnauthorized: (error, retrying) =>
          host.emit(
            'mg-error',
            errorDetail(error, ({ key }) => i18n.t(key), retrying),
          ),
        onReadFailure: (error, path) => {
          if (!isFailedLoad(contract, error.status, path)) return;
          host.emit(
            'mg-error',
            errorDetail(error, (message) => translateMessage(i18n.t, message), false),
          );
        },
      }),
    [host, contract, i18n, baseUrl, apiKey, fetchImpl],
  );
  const [navigation] = useState<NavigationAdapter>(() => ({
    navigate: (to) => void host.emit('mg-navigate', { to }),
    href: (to) => to,
  }));
  const rootRef = useScopedStyles<HTMLDivElement>('mg-element', elementCss);

  // Credentials change without a new sdk (a rotated token keeps the view); new ones sign in when nobody is.
  useEffect(() => {
    sdk.credentials.update({ apiKey, token, tokenProvider });
    const { status } = sdk.session.getState();
    if (status === 'restoring' || (status === 'signedOut' && sdk.credentials.isActive())) {
      void sdk.session.getState().restore();
    }
  }, [sdk, apiKey, token, tokenProvider]);
  useEffect(() => {
    if (locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  return (
    <div
      ref={rootRef}
      className="mg-root"
      data-mg-theme={text(values.theme) ?? 'system'}
      lang={i18n.language}
    >
      <MarginaliaProvider sdk={sdk} i18n={i18n} navigation={navigation}>
        <SessionGate key={`${baseUrl} ${apiKey}`} host={host} contract={contract}>
          {children}
        </SessionGate>
        <LazyToaster />
      </MarginaliaProvider>
    </div>
  );
}

/**
 * Renders the view once the session is known, or the sign-in form while nobody is signed in (for views that
 * need a user), and fires `mg-ready` once per session.
 */
function SessionGate({
  host,
  contract,
  children,
}: {
  host: MarginaliaEventTarget;
  contract: ElementContract;
  children: ReactNode;
}) {
  const sdk = useMarginalia();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const announced = useRef(false);
  const known = status === 'signedIn' || status === 'signedOut';
  useEffect(() => {
    if (!known || announced.current || contract.readyFromView) return;
    announced.current = true;
    host.emit('mg-ready', { user: user ? userDetail(user) : null });
  }, [host, contract, known, user]);

  if (!known && status !== 'signingIn') return null;
  if (contract.requiresUser !== false && !user) {
    return <LazySignIn onSignedIn={() => announceSignIn(host, sdk)} />;
  }
  return <>{children}</>;
}

/** Fires `mg-signed-in` with the user the session store holds after a successful sign-in. */
export function announceSignIn(host: MarginaliaEventTarget, sdk: Marginalia): void {
  const { user } = sdk.session.getState();
  if (user) host.emit('mg-signed-in', { user: userDetail(user) });
}
