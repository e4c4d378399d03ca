import type { ApiClient } from '../api/createApiClient';
import { createHubDatasetClient, type HubDatasetClient } from './createHubDatasetClient';
import { hubUrlsFromSettings, PUBLIC_HUB_URLS } from './hubUrls';

/**
 * The hub client of an app talking to a Marginalia server: it reads the hub the server names in `GET /settings`
 * (a local stand-in, say) on first use, and the public hub when the settings say nothing or cannot be read.
 *
 * @example
 * const hub = createServerHubClient(sdk.client);
 * await hub.getInfo('stanfordnlp/imdb');
 */
export function createServerHubClient(
  client: Pick<ApiClient, 'getSettings'>,
  fetch?: typeof globalThis.fetch,
): HubDatasetClient {
  return createHubDatasetClient({
    fetch,
    urls: async () => {
      try {
        return hubUrlsFromSettings(await client.getSettings());
      } catch {
        return { ...PUBLIC_HUB_URLS };
      }
    },
  });
}
