import { createRequester } from '../api/createRequester';
import type { WireOAuthProviders, WireToken } from '../api/wire/users';
import type { QueryOptions } from '../observer/QueryObserver';

/** The hub-type provider: the only one the sign-in page renders. */
export const HUB_PROVIDER = 'huggingface';

/** Options of {@link createOAuthClient}. */
export interface OAuthClientOptions {
  /** API prefix, default `api` (the same as the sdk's). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/** The public third-party login calls (contract §2, OAuth2). */
export interface OAuthClient {
  /** Provider names; a failed call gives an empty list (spec 1 §8). */
  getProviders(): Promise<string[]>;
  /** Where the browser goes to start a provider login, keeping the current query parameters. */
  authenticationUrl(provider: string, search?: string): string;
  /** Exchanges the provider's callback query (`code`, `state`) for an access token; rejects with an `ApiError`. */
  getAccessToken(provider: string, search: string): Promise<string>;
}

/**
 * Creates the client of the OAuth2 endpoints; they are public, so it sends no credentials.
 *
 * @example
 * const oauth = createOAuthClient({ baseUrl: '/api' });
 * const providers = await oauth.getProviders(); // ['huggingface']
 */
export function createOAuthClient({ baseUrl = 'api', fetch }: OAuthClientOptions = {}): OAuthClient {
  const request = createRequester({ baseUrl, fetch });
  const prefix = `${baseUrl.replace(/\/+$/, '')}/v1`;
  const providerPath = (provider: string) => `/oauth2/providers/${encodeURIComponent(provider)}`;
  return {
    async getProviders() {
      try {
        const body = await request<WireOAuthProviders>('GET', '/oauth2/providers');
        return body.items.map((item) => item.name);
      } catch {
        return [];
      }
    },
    authenticationUrl(provider, search = '') {
      const query = search === '' || search.startsWith('?') ? search : `?${search}`;
      return `${prefix}${providerPath(provider)}/authentication${query === '?' ? '' : query}`;
    },
    async getAccessToken(provider, search) {
      const query = Object.fromEntries(new URLSearchParams(search));
      // A code is single-use: the exchange must reach the server every time.
      const body = await request<WireToken>('GET', `${providerPath(provider)}/access-token`, { query, cache: 'bypass' });
      return body.access_token;
    },
  };
}

/**
 * Only the hub-type provider is rendered (spec 1 §2).
 *
 * @example
 * hubProviders(['github', 'huggingface']); // ['huggingface']
 */
export function hubProviders(names: readonly string[]): string[] {
  return names.filter((name) => name === HUB_PROVIDER);
}

/**
 * The hub-type login providers as a query (`useQuery` in React): nothing to read without an OAuth client; a
 * failed call gives none.
 *
 * @example
 * const providers = useQuery(hubProvidersQuery(oauth)) ?? [];
 */
export function hubProvidersQuery(oauth: Pick<OAuthClient, 'getProviders'> | null): QueryOptions<string[]> {
  return {
    key: oauth ? 'oauth:providers' : null,
    load: async () => hubProviders(oauth ? await oauth.getProviders() : []),
  };
}
