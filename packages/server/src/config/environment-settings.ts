import type { WireSettings } from '@marginalia/core';

/** The hub space the server runs in (Hugging Face Spaces set these variables). */
export interface HubSpaceSettings {
  spaceId: string;
  spaceTitle: string | null;
  spaceSubdomain: string | null;
  spaceHost: string | null;
  spaceRepoName: string | null;
  spaceAuthorName: string | null;
  persistentStorageEnabled: boolean;
}

/** The environment flags of `GET /settings` (spec 1 §3 "Environment settings"). */
export interface EnvironmentSettings {
  shareYourProgressEnabled: boolean;
  /** Shown only inside a hub space. */
  showPersistentStorageWarning: boolean;
  /** Null outside a hub space (no `SPACE_ID`). */
  hubSpace: HubSpaceSettings | null;
}

type Environment = Record<string, string | undefined>;

function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  return /^(1|true|yes|on)$/i.test(raw.trim());
}

function text(raw: string | undefined): string | null {
  return raw === undefined || raw === '' ? null : raw;
}

/**
 * Reads the settings flags: `MARGINALIA_ENABLE_SHARE_YOUR_PROGRESS` (false),
 * `MARGINALIA_SHOW_HUGGINGFACE_SPACE_PERSISTENT_STORAGE_WARNING` (true), and the hub space's own
 * variables `SPACE_ID`, `SPACE_TITLE`, `SPACE_SUBDOMAIN`, `SPACE_HOST`, `SPACE_REPO_NAME`,
 * `SPACE_AUTHOR_NAME` and `PERSISTANT_STORAGE_ENABLED` (the hub's spelling). A space is detected by
 * a non-empty `SPACE_ID`.
 *
 * @example
 * readEnvironmentSettings({ SPACE_ID: 'org/annotate' }).hubSpace?.spaceId; // 'org/annotate'
 */
export function readEnvironmentSettings(env: Environment): EnvironmentSettings {
  const spaceId = text(env['SPACE_ID']);
  return {
    shareYourProgressEnabled: flag(env['MARGINALIA_ENABLE_SHARE_YOUR_PROGRESS'], false),
    showPersistentStorageWarning: flag(
      env['MARGINALIA_SHOW_HUGGINGFACE_SPACE_PERSISTENT_STORAGE_WARNING'],
      true,
    ),
    hubSpace: spaceId
      ? {
          spaceId,
          spaceTitle: text(env['SPACE_TITLE']),
          spaceSubdomain: text(env['SPACE_SUBDOMAIN']),
          spaceHost: text(env['SPACE_HOST']),
          spaceRepoName: text(env['SPACE_REPO_NAME']),
          spaceAuthorName: text(env['SPACE_AUTHOR_NAME']),
          persistentStorageEnabled: flag(env['PERSISTANT_STORAGE_ENABLED'], false),
        }
      : null,
  };
}

/**
 * The body of `GET /settings` (contract §5): `{"argilla": {}}` off hub spaces with nothing enabled;
 * `share_your_progress_enabled` only when enabled (a missing flag means off); inside a space the
 * persistent-storage warning flag and the `huggingface` object.
 */
export function settingsBody(settings: EnvironmentSettings): WireSettings {
  const body: WireSettings = { argilla: {} };
  if (settings.shareYourProgressEnabled) body.argilla.share_your_progress_enabled = true;
  const space = settings.hubSpace;
  if (space) {
    body.argilla.show_huggingface_space_persistent_storage_warning = settings.showPersistentStorageWarning;
    body.huggingface = {
      space_id: space.spaceId,
      space_title: space.spaceTitle,
      space_subdomain: space.spaceSubdomain,
      space_host: space.spaceHost,
      space_repo_name: space.spaceRepoName,
      space_author_name: space.spaceAuthorName,
      space_persistent_storage_enabled: space.persistentStorageEnabled,
    };
  }
  return body;
}
