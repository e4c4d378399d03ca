import { USER_ROLES, type UserRole } from '@marginalia/core';

/** One third-party login provider: where its OAuth2 endpoints are and how this server is registered there. */
export interface OAuthProviderConfig {
  /** Name in the API paths and the provider list, e.g. `huggingface`. */
  name: string;
  clientId: string;
  clientSecret: string;
  /** The provider's authorization page. */
  authorizeUrl: string;
  /** Where a code is exchanged for the provider's token. */
  tokenUrl: string;
  /** Where the provider's token reads the user's claims. */
  userInfoUrl: string;
  scope: string;
  /** The web app's callback; by default `<request origin>/oauth/<name>/callback`. */
  redirectUri?: string;
}

/** Everything the OAuth2 routes need. */
export interface OAuthConfig {
  providers: OAuthProviderConfig[];
  /** Role of users created on their first login when the claims name none (default `annotator`). */
  defaultRole: UserRole;
  /** Workspace names every new user joins (created when missing). */
  workspaces: string[];
}

/** The hub's OAuth2/OpenID endpoints. */
export const HUGGINGFACE_ENDPOINTS = {
  authorizeUrl: 'https://huggingface.co/oauth/authorize',
  tokenUrl: 'https://huggingface.co/oauth/token',
  userInfoUrl: 'https://huggingface.co/oauth/userinfo',
  scope: 'openid profile',
} as const;

/** GitHub's OAuth2 endpoints. */
export const GITHUB_ENDPOINTS = {
  authorizeUrl: 'https://github.com/login/oauth/authorize',
  tokenUrl: 'https://github.com/login/oauth/access_token',
  userInfoUrl: 'https://api.github.com/user',
  scope: 'read:user',
} as const;

const KNOWN_PROVIDERS = { huggingface: HUGGINGFACE_ENDPOINTS, github: GITHUB_ENDPOINTS } as const;

type Environment = Record<string, string | undefined>;

/** Whether a setting or a provider's claim names one of the roles (the core's enumeration). */
export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

function providerFromEnv(name: keyof typeof KNOWN_PROVIDERS, env: Environment): OAuthProviderConfig | null {
  const prefix = `MARGINALIA_OAUTH_${name.toUpperCase()}_`;
  // On a hub space the platform injects OAUTH_CLIENT_ID/SECRET and OPENID_PROVIDER_URL for its own login.
  const spaceLogin = name === 'huggingface' && !env[`${prefix}CLIENT_ID`] ? env : null;
  const clientId = env[`${prefix}CLIENT_ID`] || spaceLogin?.['OAUTH_CLIENT_ID'];
  const clientSecret = env[`${prefix}CLIENT_SECRET`] || spaceLogin?.['OAUTH_CLIENT_SECRET'];
  if (!clientId || !clientSecret) return null;
  const openIdBase = spaceLogin?.['OPENID_PROVIDER_URL']?.replace(/\/+$/, '');
  const defaults = openIdBase
    ? {
        authorizeUrl: `${openIdBase}/oauth/authorize`,
        tokenUrl: `${openIdBase}/oauth/token`,
        userInfoUrl: `${openIdBase}/oauth/userinfo`,
        scope: KNOWN_PROVIDERS[name].scope,
      }
    : KNOWN_PROVIDERS[name];
  const redirectUri = env[`${prefix}REDIRECT_URI`];
  return {
    name,
    clientId,
    clientSecret,
    authorizeUrl: env[`${prefix}AUTHORIZE_URL`] || defaults.authorizeUrl,
    tokenUrl: env[`${prefix}TOKEN_URL`] || defaults.tokenUrl,
    userInfoUrl: env[`${prefix}USERINFO_URL`] || defaults.userInfoUrl,
    scope: env[`${prefix}SCOPE`] || defaults.scope,
    ...(redirectUri ? { redirectUri } : {}),
  };
}

/**
 * Reads the OAuth2 configuration from the environment. A provider (`huggingface`, `github`) is enabled when its
 * `MARGINALIA_OAUTH_<NAME>_CLIENT_ID` and `_CLIENT_SECRET` are set; `_AUTHORIZE_URL`, `_TOKEN_URL`,
 * `_USERINFO_URL`, `_SCOPE` and `_REDIRECT_URI` override its endpoints. On a hub space the platform's
 * `OAUTH_CLIENT_ID`, `OAUTH_CLIENT_SECRET` and `OPENID_PROVIDER_URL` enable `huggingface`.
 * `MARGINALIA_OAUTH_DEFAULT_ROLE` (annotator) and `MARGINALIA_OAUTH_WORKSPACES` (comma-separated) shape new users.
 *
 * @example
 * const oauth = loadOAuthConfig(process.env);
 * api.route('/', oauthRoutes(oauth));
 */
export function loadOAuthConfig(env: Environment = process.env): OAuthConfig {
  const role = env['MARGINALIA_OAUTH_DEFAULT_ROLE'];
  return {
    providers: (Object.keys(KNOWN_PROVIDERS) as (keyof typeof KNOWN_PROVIDERS)[])
      .map((name) => providerFromEnv(name, env))
      .filter((provider): provider is OAuthProviderConfig => provider !== null),
    defaultRole: isUserRole(role) ? role : 'annotator',
    workspaces: (env['MARGINALIA_OAUTH_WORKSPACES'] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  };
}
