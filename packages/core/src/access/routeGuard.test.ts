import { describe, expect, it } from 'vitest';
import { resolveRouteGuard, signInPathOmittingCallToAction, type RouteGuardInput } from './routeGuard';

const input = (overrides: Partial<RouteGuardInput>): RouteGuardInput => ({
  route: 'guarded',
  path: '/',
  search: '',
  sessionStatus: 'signedIn',
  redirectTo: null,
  ...overrides,
});

describe('resolveRouteGuard', () => {
  it('waits while the session is restoring', () => {
    expect(resolveRouteGuard(input({ sessionStatus: 'restoring' }))).toEqual({ type: 'wait' });
    expect(resolveRouteGuard(input({ route: 'sign-in', sessionStatus: 'restoring' }))).toEqual({ type: 'wait' });
  });

  it('sends a signed-out visitor of a named route to sign-in, remembering the full path', () => {
    expect(
      resolveRouteGuard(
        input({ path: '/dataset/abc/annotation-mode', search: '?page=3', sessionStatus: 'signedOut' }),
      ),
    ).toEqual({ type: 'redirect', to: '/sign-in', rememberRedirectTo: '/dataset/abc/annotation-mode?page=3' });
  });

  it('does not remember home, nor the page on which the session ended', () => {
    expect(resolveRouteGuard(input({ sessionStatus: 'signedOut' }))).toEqual({ type: 'redirect', to: '/sign-in' });
    expect(
      resolveRouteGuard(
        input({ path: '/user-settings', sessionStatus: 'signedOut', signedOutOnThisPage: true }),
      ),
    ).toEqual({ type: 'redirect', to: '/sign-in' });
  });

  it('remembers home with a query (a filtered home)', () => {
    expect(resolveRouteGuard(input({ search: '?workspaces=demo', sessionStatus: 'signedOut' }))).toEqual({
      type: 'redirect',
      to: '/sign-in',
      rememberRedirectTo: '/?workspaces=demo',
    });
  });

  it('renders named routes for a signed-in user and the 404 page for anyone', () => {
    expect(resolveRouteGuard(input({ path: '/user-settings' }))).toEqual({ type: 'render' });
    expect(resolveRouteGuard(input({ route: 'not-found', sessionStatus: 'signedOut' }))).toEqual({ type: 'render' });
    expect(resolveRouteGuard(input({ route: 'not-found', sessionStatus: 'restoring' }))).toEqual({ type: 'render' });
  });

  describe('sign-in', () => {
    const signIn = (overrides: Partial<RouteGuardInput>) =>
      resolveRouteGuard(input({ route: 'sign-in', path: '/sign-in', sessionStatus: 'signedOut', ...overrides }));

    it('renders for a signed-out visitor, also while signing in', () => {
      expect(signIn({})).toEqual({ type: 'render' });
      expect(signIn({ sessionStatus: 'signingIn' })).toEqual({ type: 'render' });
    });

    it('sends a signed-in user to redirectTo (then cleared), else home', () => {
      expect(signIn({ sessionStatus: 'signedIn', redirectTo: '/dataset/abc/annotation-mode' })).toEqual({
        type: 'redirect',
        to: '/dataset/abc/annotation-mode',
        clearRedirectTo: true,
      });
      expect(signIn({ sessionStatus: 'signedIn' })).toEqual({ type: 'redirect', to: '/' });
    });

    it('on the hosted-demo platform goes to the welcome page keeping the query, unless omitCTA is set', () => {
      expect(signIn({ hostedDemo: true, search: '?auth=abc' })).toEqual({
        type: 'redirect',
        to: '/welcome-hf-sign-in?auth=abc',
      });
      expect(signIn({ hostedDemo: true, search: '?omitCTA=true' })).toEqual({ type: 'render' });
      expect(signIn({ hostedDemo: true, sessionStatus: 'signedIn' })).toEqual({ type: 'redirect', to: '/' });
    });
  });

  describe('welcome-hf-sign-in', () => {
    const welcome = (overrides: Partial<RouteGuardInput>) =>
      resolveRouteGuard(input({ route: 'welcome-hf-sign-in', path: '/welcome-hf-sign-in', ...overrides }));

    it('renders only for signed-out visitors on the hosted-demo platform', () => {
      expect(welcome({ sessionStatus: 'signedOut', hostedDemo: true })).toEqual({ type: 'render' });
      expect(welcome({ sessionStatus: 'signedOut', hostedDemo: false })).toEqual({ type: 'redirect', to: '/' });
      expect(welcome({ sessionStatus: 'signedIn', hostedDemo: true })).toEqual({ type: 'redirect', to: '/' });
    });
  });

  describe('oauth-provider-callback', () => {
    it('goes home with an empty query string, else renders whatever the session', () => {
      const callback = (search: string) =>
        resolveRouteGuard(
          input({ route: 'oauth-provider-callback', path: '/oauth/huggingface/callback', search, sessionStatus: 'restoring' }),
        );
      expect(callback('')).toEqual({ type: 'redirect', to: '/' });
      expect(callback('?')).toEqual({ type: 'redirect', to: '/' });
      expect(callback('?code=1&state=2')).toEqual({ type: 'render' });
    });
  });
});

describe('signInPathOmittingCallToAction', () => {
  it('keeps the query and adds omitCTA=true', () => {
    expect(signInPathOmittingCallToAction('?auth=abc')).toBe('/sign-in?auth=abc&omitCTA=true');
    expect(signInPathOmittingCallToAction('')).toBe('/sign-in?omitCTA=true');
    expect(signInPathOmittingCallToAction('?omitCTA=1')).toBe('/sign-in?omitCTA=true');
  });
});
