import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createFakeFetch } from '../testing/createFakeFetch';
import {
  environmentSettingsQuery,
  loadEnvironmentSettings,
  NO_ENVIRONMENT_SETTINGS,
  toEnvironmentSettings,
} from './environmentSettings';

describe('toEnvironmentSettings', () => {
  it('turns every flag off when the settings carry none', () => {
    expect(toEnvironmentSettings({ argilla: {} })).toEqual({
      shareYourProgressEnabled: false,
      showPersistentStorageWarning: false,
      space: null,
    });
    expect(toEnvironmentSettings(null).showPersistentStorageWarning).toBe(false);
  });

  it('reads the flags and the hub space', () => {
    const settings = toEnvironmentSettings({
      argilla: { show_huggingface_space_persistent_storage_warning: true, share_your_progress_enabled: true },
      huggingface: {
        space_id: 'org/space',
        space_title: 'Space',
        space_subdomain: 'org-space',
        space_host: 'org-space.hf.space',
        space_repo_name: 'space',
        space_author_name: 'org',
        space_persistent_storage_enabled: false,
      },
    });
    expect(settings.showPersistentStorageWarning).toBe(true);
    expect(settings.shareYourProgressEnabled).toBe(true);
    expect(settings.space).toEqual({
      id: 'org/space',
      title: 'Space',
      subdomain: 'org-space',
      host: 'org-space.hf.space',
      repoName: 'space',
      authorName: 'org',
      persistentStorageEnabled: false,
    });
  });
});

describe('loadEnvironmentSettings', () => {
  it('hides everything when the call fails', async () => {
    const settings = await loadEnvironmentSettings({ getSettings: () => Promise.reject(new Error('offline')) });
    expect(settings).toEqual({ shareYourProgressEnabled: false, showPersistentStorageWarning: false, space: null });
  });
});

describe('environmentSettingsQuery', () => {
  it("shares one GET /settings between the readers of a client, through the client's cache", async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/settings', { body: { argilla: { share_your_progress_enabled: true } } });
    const client = createApiClient({ fetch: server.fetch });
    const first = environmentSettingsQuery(client);
    const second = environmentSettingsQuery(client);
    expect(first.key).toBe(second.key);
    const [a, b] = await Promise.all([first.load(), second.load()]);
    await expect(environmentSettingsQuery(client).load()).resolves.toEqual(a);
    expect(a).toEqual(b);
    expect(a.shareYourProgressEnabled).toBe(true);
    expect(server.callsTo('GET', '/api/v1/settings')).toHaveLength(1);
  });

  it('shows every flag off when the call fails', async () => {
    const query = environmentSettingsQuery({ getSettings: () => Promise.reject(new Error('offline')) });
    await expect(query.load()).resolves.toEqual({ ...NO_ENVIRONMENT_SETTINGS });
  });
});
