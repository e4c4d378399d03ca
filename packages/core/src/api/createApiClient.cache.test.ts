import { describe, expect, it } from 'vitest';
import { createFakeFetch, deferred, type FakeReply } from '../testing/createFakeFetch';
import { createApiClient } from './createApiClient';

const DATASET_ID = '11111111-2222-4333-8444-555555555555';
const METRICS = `/api/v1/me/datasets/${DATASET_ID}/metrics`;
const PROGRESS = `/api/v1/datasets/${DATASET_ID}/progress`;
const DATASET = `/api/v1/datasets/${DATASET_ID}`;

function setup() {
  let clock = 1_700_000_000_000;
  const server = createFakeFetch();
  const client = createApiClient({
    fetch: server.fetch,
    getCredentials: () => ({ token: 't' }),
    now: () => clock,
  });
  const count = (path: string) => server.callsTo('GET', path).length;
  return {
    server,
    client,
    count,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('createApiClient: cached reads', () => {
  it('answers reads from its cache for 3 s by default', async () => {
    const { server, client, count, advance } = setup();
    let version = 0;
    server.on('GET', DATASET, () => ({ body: { version: ++version } }));
    await expect(client.getDataset(DATASET_ID)).resolves.toEqual({ version: 1 });
    advance(2_999);
    await expect(client.getDataset(DATASET_ID)).resolves.toEqual({ version: 1 });
    advance(1);
    await expect(client.getDataset(DATASET_ID)).resolves.toEqual({ version: 2 });
    expect(count(DATASET)).toBe(2);
  });

  it('takes a named duration or a bypass per call', async () => {
    const { server, client, count, advance } = setup();
    server.on('GET', '/api/v1/settings', { body: {} });
    await client.getSettings({ cache: 'large' });
    advance(599_999);
    await client.getSettings({ cache: 'large' });
    expect(count('/api/v1/settings')).toBe(1);
    await client.getSettings({ cache: 'bypass' });
    expect(count('/api/v1/settings')).toBe(2);
    advance(120_000);
    await client.getSettings({ cache: 'medium' });
    expect(count('/api/v1/settings')).toBe(3);
  });

  it('shares one request between concurrent identical reads', async () => {
    const { server, client, count } = setup();
    const reply = deferred<FakeReply>();
    server.on('GET', '/api/v1/me', () => reply.promise);
    const reads = [client.getMe(), client.getMe(), client.getMe()];
    reply.resolve({ body: { username: 'ann' } });
    await expect(Promise.all(reads)).resolves.toEqual([
      { username: 'ann' },
      { username: 'ann' },
      { username: 'ann' },
    ]);
    expect(count('/api/v1/me')).toBe(1);
  });

  it('asks again after a failed read', async () => {
    const { server, client, count } = setup();
    server.on('GET', '/api/v1/me/workspaces', { status: 500 });
    await expect(client.getMyWorkspaces()).rejects.toMatchObject({ status: 500 });
    server.on('GET', '/api/v1/me/workspaces', { body: { items: [] } });
    await expect(client.getMyWorkspaces()).resolves.toEqual({ items: [] });
    expect(count('/api/v1/me/workspaces')).toBe(2);
  });

  it("makes a response write invalidate the dataset's metrics and progress, not its settings", async () => {
    const { server, client, count } = setup();
    for (const path of [METRICS, PROGRESS, DATASET]) server.on('GET', path, { body: {} });
    server.on('POST', '/api/v1/records/r1/responses', { status: 201, body: { id: 'resp' } });
    server.on('PUT', '/api/v1/responses/resp', { body: { id: 'resp' } });
    server.on('DELETE', '/api/v1/responses/resp', { body: { id: 'resp' } });
    const readAll = () =>
      Promise.all([
        client.getMyMetrics(DATASET_ID),
        client.getDatasetProgress(DATASET_ID),
        client.getDataset(DATASET_ID),
      ]);
    const body = { status: 'submitted' as const, values: {} };

    await readAll();
    await client.createResponse('r1', body);
    await readAll();
    await client.updateResponse('resp', body);
    await readAll();
    await client.deleteResponse('resp');
    await readAll();
    expect([count(METRICS), count(PROGRESS), count(DATASET)]).toEqual([4, 4, 1]);
  });

  it('does not cache searches and lets the caller invalidate', async () => {
    const { server, client, count } = setup();
    server.on('POST', `/api/v1/me/datasets/${DATASET_ID}/records/search`, { body: { items: [], total: 0 } });
    server.on('GET', DATASET, { body: {} });
    await client.getDataset(DATASET_ID);
    await client.searchMyRecords(DATASET_ID, {});
    await client.searchMyRecords(DATASET_ID, {});
    await client.getDataset(DATASET_ID);
    expect(server.callsTo('POST', `/api/v1/me/datasets/${DATASET_ID}/records/search`)).toHaveLength(2);
    expect(count(DATASET)).toBe(1);
    client.invalidate(`/datasets/${DATASET_ID}`);
    await client.getDataset(DATASET_ID);
    expect(count(DATASET)).toBe(2);
  });

  it('keeps a cache per client', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/me', { body: {} });
    await createApiClient({ fetch: server.fetch }).getMe();
    await createApiClient({ fetch: server.fetch }).getMe();
    expect(server.callsTo('GET', '/api/v1/me')).toHaveLength(2);
  });
});
