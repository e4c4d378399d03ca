import type { OAuthProviderConfig } from './oauth-config';

/** What a provider says about the user who logged in. */
export interface OAuthClaims {
  username: string;
  firstName: string;
  /** A role the provider grants, when it names one of ours. */
  role: string | null;
}

/** A refusal by the provider (bad code, revoked client…): the routes answer 401 with its message. */
export class OAuthProviderError extends Error {}

/**
 * The provider's authorization URL for a login started by this server.
 *
 * @example
 * authorizationUrl(provider, 'https://app.example/oauth/huggingface/callback', state);
 */
export function authorizationUrl(provider: OAuthProviderConfig, redirectUri: string, state: string): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // GitHub answers form-encoded unless asked otherwise; accept it too.
    body = Object.fromEntries(new URLSearchParams(text));
  }
  if (!response.ok || typeof body !== 'object' || body === null) {
    const reason =
      (body as Record<string, unknown> | null)?.['error_description'] ??
      (body as Record<string, unknown> | null)?.['error'];
    throw new OAuthProviderError(
      `${what} failed: ${typeof reason === 'string' ? reason : `HTTP ${response.status}`}`,
    );
  }
  return body as Record<string, unknown>;
}

function firstString(source: Record<string, unknown>, keys: string[]): string | null {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return null;
}

/**
 * Exchanges an authorization code for the provider's token and reads the user's claims with it.
 * Every refusal or malformed answer throws an {@link OAuthProviderError}.
 *
 * @example
 * const claims = await fetchClaims(provider, code, redirectUri);
 */
export async function fetchClaims(
  provider: OAuthProviderConfig,
  code: string,
  redirectUri: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<OAuthClaims> {
  let tokenBody: Record<string, unknown>;
  let userInfo: Record<string, unknown>;
  try {
    const tokenResponse = await fetchImpl(provider.tokenUrl, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
      }).toString(),
    });
    tokenBody = await readJson(tokenResponse, 'Token exchange');
    const accessToken = tokenBody['access_token'];
    if (typeof accessToken !== 'string')
      throw new OAuthProviderError('Token exchange failed: no access token');
    const userResponse = await fetchImpl(provider.userInfoUrl, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    });
    userInfo = await readJson(userResponse, 'User info');
  } catch (error) {
    if (error instanceof OAuthProviderError) throw error;
    throw new OAuthProviderError(`The provider could not be reached: ${(error as Error).message}`);
  }
  const username = firstString(userInfo, ['preferred_username', 'login', 'username', 'sub']);
  if (!username) throw new OAuthProviderError('User info failed: no username');
  return {
    username,
    firstName: firstString(userInfo, ['name', 'given_name']) ?? username,
    role: firstString(userInfo, ['role']),
  };
}
