import { describe, expect, it } from 'vitest';
import { resolveRouteGuard, type RouteGuardInput } from './resolveRouteGuard';

const input = (overrides: Partial<RouteGuardInput>): RouteGuardInput => ({
  route: 'index',
  fullPath: '/',
  sessionStatus: 'signedIn',
  redirectTo: null,
  ...overrides,
});

describe('resolveRouteGuard', () => {
  it('waits while the session is restoring', () => {
    expect(resolveRouteGuard(input({ sessionStatus: 'restoring' }))).toEqual({ type: 'wait' });
    expect(resolveRouteGuard(input({ route: 'sign-in', sessionStatus: 'restoring' }))).toEqual({
      type: 'wait',
    });
  });

  it('sends a signed-out visitor to sign-in and remembers the full path with its query', () => {
    const decision = resolveRouteGuard(
      input({
        route: 'annotation',
        fullPath: '/dataset/abc/annotation-mode?page=3',
        sessionStatus: 'signedOut',
      }),
    );
    expect(decision).toEqual({
      type: 'redirect',
      to: '/sign-in',
      rememberRedirectTo: '/dataset/abc/annotation-mode?page=3',
    });
  });

  it('does not remember home as redirectTo', () => {
    expect(resolveRouteGuard(input({ fullPath: '/', sessionStatus: 'signedOut' }))).toEqual({
      type: 'redirect',
      to: '/sign-in',
    });
  });

  it('does not remember the page on which the session ended', () => {
    expect(
      resolveRouteGuard(
        input({
          route: 'annotation',
          fullPath: '/dataset/abc/annotation-mode',
          sessionStatus: 'signedOut',
          signedOutOnThisPage: true,
        }),
      ),
    ).toEqual({ type: 'redirect', to: '/sign-in' });
  });

  it('renders named routes for a signed-in user', () => {
    expect(
      resolveRouteGuard(input({ route: 'annotation', fullPath: '/dataset/abc/annotation-mode' })),
    ).toEqual({
      type: 'render',
    });
  });

  it('shows sign-in to a signed-out visitor, also while signing in', () => {
    expect(
      resolveRouteGuard(input({ route: 'sign-in', fullPath: '/sign-in', sessionStatus: 'signedOut' })),
    ).toEqual({
      type: 'render',
    });
    expect(
      resolveRouteGuard(input({ route: 'sign-in', fullPath: '/sign-in', sessionStatus: 'signingIn' })),
    ).toEqual({
      type: 'render',
    });
  });

  it('sends a signed-in user away from sign-in: to redirectTo (then cleared), else home', () => {
    expect(
      resolveRouteGuard(
        input({ route: 'sign-in', fullPath: '/sign-in', redirectTo: '/dataset/abc/annotation-mode' }),
      ),
    ).toEqual({ type: 'redirect', to: '/dataset/abc/annotation-mode', clearRedirectTo: true });
    expect(resolveRouteGuard(input({ route: 'sign-in', fullPath: '/sign-in' }))).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('renders the 404 page for unknown paths whatever the session', () => {
    expect(
      resolveRouteGuard(input({ route: 'not-found', fullPath: '/nope', sessionStatus: 'signedOut' })),
    ).toEqual({
      type: 'render',
    });
    expect(
      resolveRouteGuard(input({ route: 'not-found', fullPath: '/nope', sessionStatus: 'restoring' })),
    ).toEqual({
      type: 'render',
    });
  });
});
