import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { ACTIVITY_RESOLUTION_MS, noteDatasetActivity } from './record-status';

describe('noteDatasetActivity', () => {
  let server: TestServer;
  let datasetId: string;
  const activity = async () =>
    (
      await server.db
        .selectFrom('datasets')
        .select('last_activity_at')
        .where('id', '=', datasetId)
        .executeTakeFirstOrThrow()
    ).last_activity_at;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
    const workspace = await server.request('POST', '/api/v1/workspaces', { json: { name: 'activity' } });
    datasetId = (
      await server.request('POST', '/api/v1/datasets', {
        json: { name: 'a', workspace_id: workspace.body.id },
      })
    ).body.id;
  });
  afterAll(async () => server?.close());

  it('writes last_activity_at at most once per second per dataset', async () => {
    const t0 = 1_000_000;
    const created = await activity();
    await noteDatasetActivity(server.db, server.context.datasetActivity, datasetId, t0);
    const first = await activity();
    expect(first > created).toBe(true);
    await noteDatasetActivity(server.db, server.context.datasetActivity, datasetId, t0 + ACTIVITY_RESOLUTION_MS - 1);
    expect(await activity()).toBe(first);
    await noteDatasetActivity(server.db, server.context.datasetActivity, datasetId, t0 + ACTIVITY_RESOLUTION_MS);
    expect((await activity()) > first).toBe(true);
  });
});
