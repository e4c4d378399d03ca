import { describe, expect, it } from 'vitest';
import type { WireSettings } from '../api/wire/users';
import { loadHubWelcome } from './loadHubWelcome';

const SPACE: WireSettings = {
  argilla: {},
  huggingface: {
    space_id: 'org/annotate',
    space_title: 'Annotate with us',
    space_subdomain: 'org-annotate',
    space_host: 'org-annotate.hf.space',
    space_repo_name: 'annotate',
    space_author_name: 'org',
    space_persistent_storage_enabled: false,
  },
};

describe('loadHubWelcome', () => {
  it('is configured when the hub provider is listed, with the space from the settings', async () => {
    const welcome = await loadHubWelcome({
      oauth: { getProviders: async () => ['huggingface'] },
      client: { getSettings: async () => SPACE },
    });
    expect(welcome.configured).toBe(true);
    expect(welcome.space).toMatchObject({ title: 'Annotate with us', authorName: 'org', repoName: 'annotate' });
  });

  it('is not configured without the hub provider, and has no space off the platform or on failure', async () => {
    const offPlatform = await loadHubWelcome({
      oauth: { getProviders: async () => ['github'] },
      client: { getSettings: async () => ({ argilla: {} }) },
    });
    expect(offPlatform).toEqual({ configured: false, space: null });
    const failing = await loadHubWelcome({
      oauth: { getProviders: async () => ['huggingface'] },
      client: { getSettings: () => Promise.reject(new Error('down')) },
    });
    expect(failing).toEqual({ configured: true, space: null });
  });
});
