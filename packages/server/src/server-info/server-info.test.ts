import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { formatMemory } from './server-status';

describe('GET /settings environment flags', () => {
  const settingsWith = async (env: Record<string, string>) => {
    const server = await createTestServer('sqlite', env);
    try {
      const res = await server.request('GET', '/api/v1/settings', { as: null });
      expect(res.status).toBe(200);
      return res.body;
    } finally {
      await server.close();
    }
  };

  it('is {"argilla": {}} off hub spaces with nothing enabled', async () => {
    expect(await settingsWith({})).toEqual({ argilla: {} });
  });

  it('names the hub and datasets server when they are not the public ones (MARGINALIA_HUB_URL, …)', async () => {
    expect(await settingsWith({ MARGINALIA_HUB_URL: 'http://127.0.0.1:6970/' })).toEqual({
      argilla: {},
      hub: {
        hub_url: 'http://127.0.0.1:6970',
        datasets_server_url: 'https://datasets-server.huggingface.co',
      },
    });
  });

  it('enables share-your-progress from MARGINALIA_ENABLE_SHARE_YOUR_PROGRESS', async () => {
    expect(await settingsWith({ MARGINALIA_ENABLE_SHARE_YOUR_PROGRESS: 'true' })).toEqual({
      argilla: { share_your_progress_enabled: true },
    });
  });

  it('describes the hub space from the SPACE_* variables, with the storage warning flag', async () => {
    expect(
      await settingsWith({
        SPACE_ID: 'org/annotate',
        SPACE_TITLE: 'Annotate',
        SPACE_SUBDOMAIN: 'org-annotate',
        SPACE_HOST: 'org-annotate.hf.space',
        SPACE_REPO_NAME: 'annotate',
        SPACE_AUTHOR_NAME: 'org',
        PERSISTANT_STORAGE_ENABLED: 'true',
      }),
    ).toEqual({
      argilla: { show_huggingface_space_persistent_storage_warning: true },
      huggingface: {
        space_id: 'org/annotate',
        space_title: 'Annotate',
        space_subdomain: 'org-annotate',
        space_host: 'org-annotate.hf.space',
        space_repo_name: 'annotate',
        space_author_name: 'org',
        space_persistent_storage_enabled: true,
      },
    });
    const quiet = await settingsWith({
      SPACE_ID: 'org/x',
      MARGINALIA_SHOW_HUGGINGFACE_SPACE_PERSISTENT_STORAGE_WARNING: 'false',
    });
    expect(quiet.argilla).toEqual({ show_huggingface_space_persistent_storage_warning: false });
    expect(quiet.huggingface).toMatchObject({
      space_id: 'org/x',
      space_title: null,
      space_persistent_storage_enabled: false,
    });
  });
});

describe.each(testDialects())('GET /status (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('answers publicly with the version, the search engine and memory figures', async () => {
    const res = await server.request('GET', '/api/v1/status', { as: null });
    expect(res.status).toBe(200);
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.body.search_engine).toMatchObject({
      name: dialect === 'postgres' ? 'postgresql' : 'sqlite',
      full_text: dialect === 'postgres' ? 'tsvector (simple)' : 'fts5 (unicode61)',
    });
    expect(res.body.search_engine.version).toMatch(/^\d+\.\d+/);
    expect(res.body.memory.rss).toMatch(/^\d+[KMG]$/);
  });

  it('formats sizes like the original (K, M, G)', () => {
    expect(formatMemory(512)).toBe('512B');
    expect(formatMemory(2048)).toBe('2K');
    expect(formatMemory(123 * 1024 * 1024)).toBe('123M');
    expect(formatMemory(3 * 1024 ** 3)).toBe('3G');
  });
});
