import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createAccessToken } from '../auth/access-token';
import { ApiError, NotFoundError, UnprocessableEntityError } from '../errors/api-errors';
import type { AppEnv } from '../http/app-env';
import type { OAuthConfig, OAuthProviderConfig } from './oauth-config';
import { authorizationUrl, fetchClaims, OAuthProviderError } from './oauth-provider-client';
import { findOrCreateOAuthUser } from './oauth-users';

/** Name of the cookie that carries the login's `state` between authentication and access-token. */
export const OAUTH_STATE_COOKIE = 'oauth2_state';

/** Options of {@link oauthRoutes}. */
export interface OAuthRoutesOptions extends OAuthConfig {
  /** How the server calls the provider (tests pass a recording fetch). */
  fetch?: typeof globalThis.fetch;
}

/** 401 with a string detail: the provider refused the login (contract §2, OAuth2 errors). */
class OAuthUnauthorizedError extends ApiError {
  readonly status = 401;
  body(): unknown {
    return { detail: this.message };
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomState(): string {
  return Array.from({ length: 32 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
}

function redirectUriOf(provider: OAuthProviderConfig, c: Context): string {
  return (
    provider.redirectUri ?? `${new URL(c.req.url).origin}/oauth/${encodeURIComponent(provider.name)}/callback`
  );
}

/**
 * The OAuth2 endpoints of contract §2 as a Hono sub-app, to be mounted on the v1 API router
 * (`api.route('/', oauthRoutes(loadOAuthConfig()))`), replacing the empty provider list:
 * - `GET /oauth2/providers`: the configured provider names;
 * - `GET /oauth2/providers/{p}/authentication`: 307 to the provider with a fresh `state`, also set as the
 *   `oauth2_state` cookie;
 * - `GET /oauth2/providers/{p}/access-token?code&state`: checks `state` against the cookie, exchanges the code,
 *   creates the user on the first login and answers this server's bearer token.
 * Errors: no provider configured → 404 'OAuth2 is not enabled'; unknown provider → 404; missing code/state or a
 * state mismatch → 422; a provider refusal → 401, all with a string `detail`.
 *
 * @example
 * api.route('/', oauthRoutes({ providers: [hub], defaultRole: 'annotator', workspaces: ['demo'] }));
 */
export function oauthRoutes({ providers, defaultRole, workspaces, fetch }: OAuthRoutesOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const providerNamed = (name: string): OAuthProviderConfig => {
    if (providers.length === 0) throw new NotFoundError('OAuth2 is not enabled');
    const provider = providers.find((candidate) => candidate.name === name);
    if (!provider) throw new NotFoundError(`OAuth Provider '${name}' not found`);
    return provider;
  };

  routes.get('/oauth2/providers', (c) =>
    c.json({ items: providers.map((provider) => ({ name: provider.name })) }),
  );

  routes.get('/oauth2/providers/:provider/authentication', (c) => {
    const provider = providerNamed(c.req.param('provider'));
    const state = randomState();
    setCookie(c, OAUTH_STATE_COOKIE, state, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: 600,
    });
    return c.redirect(authorizationUrl(provider, redirectUriOf(provider, c), state), 307);
  });

  routes.get('/oauth2/providers/:provider/access-token', async (c) => {
    const provider = providerNamed(c.req.param('provider'));
    const code = c.req.query('code');
    const state = c.req.query('state');
    if (!code) throw new UnprocessableEntityError("Missing 'code' parameter");
    if (!state) throw new UnprocessableEntityError("Missing 'state' parameter");
    const expected = getCookie(c, OAUTH_STATE_COOKIE);
    if (!expected || expected !== state) throw new UnprocessableEntityError('OAuth state mismatch');
    let claims;
    try {
      claims = await fetchClaims(provider, code, redirectUriOf(provider, c), fetch);
    } catch (error) {
      if (error instanceof OAuthProviderError) throw new OAuthUnauthorizedError(error.message);
      throw error;
    }
    const user = await findOrCreateOAuthUser(c.var.db, claims, { defaultRole, workspaces });
    const token = await createAccessToken(
      { identity: user.id, name: user.first_name, username: user.username, role: user.role },
      { secretKey: c.var.config.auth.secretKey, expirationSeconds: c.var.config.auth.tokenExpirationSeconds },
    );
    // The state is single-use.
    setCookie(c, OAUTH_STATE_COOKIE, '', { path: '/', maxAge: 0 });
    return c.json({ access_token: token, token_type: 'bearer' });
  });

  return routes;
}
