import type { ApiClient } from '../api/createApiClient';
import type { ReadOptions } from '../api/readOptions';
import type { WireSettings } from '../api/wire/users';
import type { QueryOptions } from '../observer/QueryObserver';

/** The hosted space the app runs in, as `GET /settings` describes it. */
export interface HubSpace {
  id: string | null;
  title: string | null;
  subdomain: string | null;
  host: string | null;
  repoName: string | null;
  authorName: string | null;
  persistentStorageEnabled: boolean;
}

/** The public environment flags the app shell reads (spec 1 §3, environment settings). */
export interface EnvironmentSettings {
  shareYourProgressEnabled: boolean;
  /** Show the persistent-storage warning banner. */
  showPersistentStorageWarning: boolean;
  /** The hub space, or null off the hosted-demo platform. */
  space: HubSpace | null;
}

/** Every flag off: the answer when settings are missing or cannot be loaded. */
export const NO_ENVIRONMENT_SETTINGS: Readonly<EnvironmentSettings> = Object.freeze({
  shareYourProgressEnabled: false,
  showPersistentStorageWarning: false,
  space: null,
});

/**
 * Maps `GET /settings`; missing keys mean the flag is off.
 *
 * @example
 * toEnvironmentSettings({ argilla: {} }); // every flag off, no space
 */
export function toEnvironmentSettings(wire: WireSettings | null | undefined): EnvironmentSettings {
  const flags = wire?.argilla ?? {};
  const hub = wire?.huggingface;
  return {
    shareYourProgressEnabled: flags.share_your_progress_enabled === true,
    showPersistentStorageWarning: flags.show_huggingface_space_persistent_storage_warning === true,
    space: hub
      ? {
          id: hub.space_id ?? null,
          title: hub.space_title ?? null,
          subdomain: hub.space_subdomain ?? null,
          host: hub.space_host ?? null,
          repoName: hub.space_repo_name ?? null,
          authorName: hub.space_author_name ?? null,
          persistentStorageEnabled: hub.space_persistent_storage_enabled === true,
        }
      : null,
  };
}

/**
 * Loads the environment settings; a failure counts as every flag off, so the banner stays hidden (spec 1 §8).
 *
 * @example
 * const settings = await loadEnvironmentSettings(sdk.client);
 */
export async function loadEnvironmentSettings(
  client: Pick<ApiClient, 'getSettings'>,
  options?: ReadOptions,
): Promise<EnvironmentSettings> {
  try {
    return toEnvironmentSettings(await client.getSettings(options));
  } catch {
    return { ...NO_ENVIRONMENT_SETTINGS };
  }
}

/**
 * The environment settings as a query (`useQuery` in React): every reader of one client shares one
 * `GET /settings`, the client's cached answer (kept `large`, 600 s, spec 1 §7; readers at the same time share
 * the one request). A failure shows every flag off, like {@link loadEnvironmentSettings}.
 *
 * @example
 * const settings = useQuery(environmentSettingsQuery(sdk.client));
 */
export function environmentSettingsQuery(client: Pick<ApiClient, 'getSettings'>): QueryOptions<EnvironmentSettings> {
  return { key: 'environment-settings', load: () => loadEnvironmentSettings(client, { cache: 'large' }) };
}
