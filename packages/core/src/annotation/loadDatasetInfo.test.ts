import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createFakeFetch, deferred, type FakeReply } from '../testing/createFakeFetch';
import { loadDatasetInfo, readDatasetInfo } from './loadDatasetInfo';

const DATASET = { id: 'd-1', name: 'reviews', workspace_id: 'w-1' };
const WORKSPACE = {
  id: 'w-1',
  name: 'argilla',
  inserted_at: '2024-05-01T10:00:00',
  updated_at: '2024-05-01T10:00:00',
};

describe('readDatasetInfo', () => {
  it('gives the dataset before its workspace answers, reading it once', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/datasets/d-1', { body: DATASET });
    const workspace = deferred<FakeReply>();
    server.on('GET', '/api/v1/workspaces/w-1', () => workspace.promise);
    const { dataset, info } = readDatasetInfo(createApiClient({ fetch: server.fetch }), 'd-1');
    expect((await dataset)?.name).toBe('reviews');
    workspace.resolve({ body: WORKSPACE });
    expect(await info).toMatchObject({ dataset: { name: 'reviews' }, workspace: { name: 'argilla' } });
    expect(server.callsTo('GET', '/api/v1/datasets/d-1')).toHaveLength(1);
  });

  it('gives no dataset and the dataset error when the dataset cannot be read', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/datasets/d-1', { status: 404, body: { detail: 'Dataset not found' } });
    const { dataset, info } = readDatasetInfo(createApiClient({ fetch: server.fetch }), 'd-1');
    expect(await dataset).toBeNull();
    expect(await info).toEqual({ error: { key: 'errors.datasetInfo', params: { id: 'd-1', status: 404 } } });
    expect(await loadDatasetInfo(createApiClient({ fetch: server.fetch }), 'd-1')).toEqual(await info);
  });
});
