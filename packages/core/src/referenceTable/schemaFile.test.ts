import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createSchemaLoader } from './schemaFile';

describe('schema files through the API client', () => {
  it('fetches by name and optional version_id, never from the cache, and reads the version headers', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) => {
      const versioned = String(url).includes('version_id=');
      return new Response(JSON.stringify({ name: 'Outcome', columns: { n: { dtype: 'int64' } } }), {
        headers: {
          'Content-Type': 'application/json',
          ETag: 'abc',
          'Version-Id': versioned ? 'v-1' : 'v-2',
          'Version-Tag': versioned ? 'v1' : 'v2',
          'Last-Modified': '2024-05-01T10:22:33Z',
          'Is-Latest': versioned ? 'false' : 'true',
        },
      });
    });
    const client = createApiClient({ baseUrl: '/api', fetch: fetch as typeof globalThis.fetch });
    const load = createSchemaLoader(client, 'my team');
    const old = await load('Outcome', 'v-1');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/file/my%20team/schemas/Outcome?version_id=v-1');
    expect(old.version).toEqual({
      versionId: 'v-1',
      versionTag: 'v1',
      etag: 'abc',
      lastModified: '2024-05-01T10:22:33Z',
      isLatest: false,
    });
    expect(old.schema.columns?.['n']?.dtype).toBe('int64');
    await load('Outcome');
    const latest = await load('Outcome');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(String(fetch.mock.calls[2]?.[0])).toBe('/api/v1/file/my%20team/schemas/Outcome');
    expect(latest.version.isLatest).toBe(true);
  });

  it('rejects a body that is not a schema and a failed fetch', async () => {
    const notSchema = createApiClient({
      fetch: (async () => new Response('[1,2]')) as typeof globalThis.fetch,
    });
    await expect(createSchemaLoader(notSchema, 'ws')('X')).rejects.toThrow("'X' is not a table schema");
    const missing = createApiClient({
      fetch: (async () =>
        new Response(JSON.stringify({ detail: 'No object' }), { status: 404 })) as typeof globalThis.fetch,
    });
    await expect(createSchemaLoader(missing, 'ws')('X')).rejects.toMatchObject({ status: 404 });
  });
});
