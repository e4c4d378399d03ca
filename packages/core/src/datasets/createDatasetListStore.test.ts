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

  const overview = {
    questions: [
      { title: 'Sentiment?', type: 'label_selection' },
      { title: 'Why?', type: 'text' },
    ],
    field_types: ['text', 'text'],
    pending_for_me: 4,
    progress: { total: 3, completed: 2, pending: 1, users: [{ username: 'ann' }] },
  };

  it('loads each card’s overview once, in one request, with a two-decimal percentage', async () => {
    const { server, state } = setup();
    const reply = deferred<FakeReply>();
    server.on('GET', '/api/v1/me/datasets/d1/overview', () => reply.promise);

    const first = state().loadOverview('d1');
    const second = state().loadOverview('d1');
    reply.resolve({ body: overview });
    await Promise.all([first, second]);

    expect(server.callsTo('GET', '/api/v1/me/datasets/d1/overview')).toHaveLength(1);
    expect(state().overviews.d1).toMatchObject({
      questions: overview.questions,
      fieldTypes: ['text'],
      pendingForMe: 4,
      progress: { total: 3, completed: 2, pending: 1, users: ['ann'], percentCompleted: '66.67' },
    });
  });

  it('composes the overview from the v1 reads on a server without the path, and asks them directly after', async () => {
    const { server, state } = setup();
    server.on('GET', '/api/v1/me/datasets/d1/overview', { status: 404, body: { detail: 'Not Found' } });
    for (const id of ['d1', 'd2']) {
      server.on('GET', `/api/v1/datasets/${id}/progress`, { body: overview.progress });
      server.on('GET', `/api/v1/me/datasets/${id}/metrics`, {
        body: { responses: { total: 3, submitted: 1, discarded: 0, draft: 0, pending: 2 } },
      });
      server.on('GET', `/api/v1/datasets/${id}/questions`, {
        body: { items: [{ title: 'Sentiment?', settings: { type: 'label_selection' } }] },
      });
      server.on('GET', `/api/v1/datasets/${id}/fields`, { body: { items: [{ settings: { type: 'image' } }] } });
    }
    await state().loadOverview('d1');
    await state().loadOverview('d2');
    expect(state().overviews.d1).toMatchObject({
      questions: [{ title: 'Sentiment?', type: 'label_selection' }],
      fieldTypes: ['image'],
      pendingForMe: 2,
    });
    expect(state().overviews.d2?.progress.percentCompleted).toBe('66.67');
    expect(server.callsTo('GET', '/api/v1/me/datasets/d2/overview')).toHaveLength(0);
  });

  it('leaves a card without its overview when its call fails, and retries later', async () => {
    const { server, state } = setup();
    server.on('GET', '/api/v1/me/datasets/d2/overview', { status: 403, body: {} });
    await state().loadOverview('d2');
    expect(state().overviews.d2).toBeUndefined();
    server.on('GET', '/api/v1/me/datasets/d2/overview', {
      body: { ...overview, progress: { total: 0, completed: 0, pending: 0, users: [] } },
    });
    await state().loadOverview('d2');
    expect(state().overviews.d2?.progress.percentCompleted).toBe('0.00');
  });
});
