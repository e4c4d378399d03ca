import { describe, expect, it } from 'vitest';
import searchFixture from '../testing/fixtures/search-metrics-workspaces.json';
import { createApiClient } from '../api/createApiClient';
import type { WireDataset } from '../api/wire/datasets';
import { createFakeFetch, deferred, type FakeReply } from '../testing/createFakeFetch';
import { createDatasetListStore } from './createDatasetListStore';

const dataset = (id: string, name: string, workspaceId: string): WireDataset => ({
  id,
  name,
  guidelines: null,
  allow_extra_metadata: true,
  status: 'ready',
  distribution: { strategy: 'overlap', min_submitted: 1 },
  metadata: null,
  workspace_id: workspaceId,
  last_activity_at: '2024-05-02T08:00:00.5',
  inserted_at: '2024-05-01T10:22:33.123456',
  updated_at: '2024-05-01T10:22:34',
});

function setup() {
  const server = createFakeFetch();
  server.on('GET', '/api/v1/me/workspaces', { body: searchFixture['GET /api/v1/me/workspaces'] });
  server.on('GET', '/api/v1/me/datasets', {
    body: {
      items: [
        dataset('d1', 'imdb', '4e70e21a-7533-41e9-8a25-11d6ee3091be'),
        dataset('d2', 'squad', '9c14ca14-65bb-4c27-ba1f-cf7e4a6398e8'),
      ],
    },
  });
  const store = createDatasetListStore({ client: createApiClient({ fetch: server.fetch }) });
  return { server, store, state: () => store.getState() };
}

describe('createDatasetListStore', () => {
  it('loads the datasets with the names of their workspaces', async () => {
    const { state } = setup();
    expect(state().status).toBe('idle');
    const loading = state().load();
    expect(state().status).toBe('loading');
    await loading;

    expect(state().status).toBe('ready');
    expect(state().workspaces.map((workspace) => workspace.name)).toEqual([
      'argilla',
      'recognai',
      'argilla-other',
    ]);
    expect(state().items).toEqual([
      {
        id: 'd1',
        name: 'imdb',
        workspaceId: '4e70e21a-7533-41e9-8a25-11d6ee3091be',
        workspaceName: 'argilla',
        status: 'ready',
        createdAt: '2024-05-01T10:22:33.123456Z',
        updatedAt: '2024-05-01T10:22:34Z',
        lastActivityAt: '2024-05-02T08:00:00.5Z',
      },
      expect.objectContaining({ id: 'd2', name: 'squad', workspaceName: 'recognai' }),
    ]);
  });

  it('reports a failed load with its message', async () => {
    const { server, state } = setup();
    server.on('GET', '/api/v1/me/datasets', { status: 500, body: {} });
    await state().load();
    expect(state().status).toBe('error');
    expect(state().error).toEqual({ key: 'http.500' });
  });

  it('loads each card’s progress once, with a two-decimal percentage', async () => {
    const { server, state } = setup();
    const reply = deferred<FakeReply>();
    server.on('GET', '/api/v1/datasets/d1/progress', () => reply.promise);

    const first = state().loadProgress('d1');
    const second = state().loadProgress('d1');
    reply.resolve({ body: { total: 3, completed: 2, pending: 1, users: [{ username: 'ann' }] } });
    await Promise.all([first, second]);

    expect(server.callsTo('GET', '/api/v1/datasets/d1/progress')).toHaveLength(1);
    expect(state().progress.d1).toMatchObject({
      total: 3,
      completed: 2,
      pending: 1,
      users: ['ann'],
      percentCompleted: '66.67',
    });
  });

  it('leaves a card without progress when its call fails, and retries later', async () => {
    const { server, state } = setup();
    server.on('GET', '/api/v1/datasets/d2/progress', { status: 403, body: {} });
    await state().loadProgress('d2');
    expect(state().progress.d2).toBeUndefined();
    server.on('GET', '/api/v1/datasets/d2/progress', {
      body: { total: 0, completed: 0, pending: 0, users: [] },
    });
    await state().loadProgress('d2');
    expect(state().progress.d2?.percentCompleted).toBe('0.00');
  });
});
