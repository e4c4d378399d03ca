import type { ApiClient } from '../api/createApiClient';
import type { QueryOptions } from '../observer/QueryObserver';
import { loadEnvironmentSettings, type HubSpace } from '../deployment/environmentSettings';
import { HUB_PROVIDER, type OAuthClient } from './createOAuthClient';

/** What the hub welcome page needs to know. */
export interface HubWelcome {
  /** Hub login is configured on the server (its provider is listed). */
  configured: boolean;
  /** The hosted space, or null when the settings name none. */
  space: HubSpace | null;
}

/**
 * Checks whether hub login is configured and fetches the hosted space's info, together. The page shows its call
 * to action only when both are there; otherwise it goes to sign-in (spec 1 §2).
 *
 * @example
 * const { configured, space } = await loadHubWelcome({ oauth, client: sdk.client });
 */
export async function loadHubWelcome({
  oauth,
  client,
}: {
  oauth: Pick<OAuthClient, 'getProviders'>;
  client: Pick<ApiClient, 'getSettings'>;
}): Promise<HubWelcome> {
  const [providers, settings] = await Promise.all([oauth.getProviders(), loadEnvironmentSettings(client)]);
  const space = settings.space && (settings.space.id || settings.space.title) ? settings.space : null;
  return { configured: providers.includes(HUB_PROVIDER), space };
}

/**
 * {@link loadHubWelcome} as a query (`useQuery` in React): nothing to read without an OAuth client.
 *
 * @example
 * const welcome = useQuery(hubWelcomeQuery(oauth, sdk.client));
 */
export function hubWelcomeQuery(
  oauth: Pick<OAuthClient, 'getProviders'> | null,
  client: Pick<ApiClient, 'getSettings'>,
): QueryOptions<HubWelcome> {
  return {
    key: oauth ? 'hub-welcome' : null,
    load: () => (oauth ? loadHubWelcome({ oauth, client }) : Promise.reject(new Error('No OAuth client'))),
  };
}
