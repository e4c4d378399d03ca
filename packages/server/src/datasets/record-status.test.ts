import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { ACTIVITY_RESOLUTION_MS, noteDatasetActivity, recomputeRecordStatuses } from './record-status';

/** The dataset's stored `last_activity_at`. */
async function lastActivityAt(server: TestServer, datasetId: string): Promise<string> {
  const row = await server.db
    .selectFrom('datasets')
    .select('last_activity_at')
    .where('id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return row.last_activity_at;
}

describe('noteDatasetActivity', () => {
  let server: TestServer;
  let datasetId: string;
  const activity = () => lastActivityAt(server, datasetId);
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
    await noteDatasetActivity(
      server.db,
      server.context.datasetActivity,
      datasetId,
      t0 + ACTIVITY_RESOLUTION_MS - 1,
    );
    expect(await activity()).toBe(first);
    await noteDatasetActivity(
      server.db,
      server.context.datasetActivity,
      datasetId,
      t0 + ACTIVITY_RESOLUTION_MS,
    );
    expect((await activity()) > first).toBe(true);
  });
});

describe.skipIf(!testDialects().includes('postgres'))('recomputeRecordStatuses (postgres)', () => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  beforeAll(async () => {
    server = await createTestServer('postgres');
    fixture = await createAnnotationDataset(server, { minSubmitted: 1 });
    records = await addRecords(server, fixture.datasetId, 3);
  }, 60_000);
  afterAll(async () => server?.close());

  const rowVersions = async () => {
    const { rows } = await sql<{ id: string; status: string; version: string }>`
      select id, status, xmin::text as version from records where id in (${sql.join(records)})`.execute(
      server.db,
    );
    return new Map(rows.map((row) => [row.id, `${row.status} ${row.version}`]));
  };

  it('rewrites only the records whose status changes', async () => {
    const answered = await server.request('POST', `/api/v1/records/${records[0]}/responses`, {
      as: fixture.annotator,
      json: { status: 'submitted', values: { label: { value: 'positive' } } },
    });
    expect(answered.status).toBe(201);
    // The answer's own settling moved record 0; put it back so the recompute has one status to change.
    await server.db.updateTable('records').set({ status: 'pending' }).where('id', '=', records[0]!).execute();
    const before = await rowVersions();
    await recomputeRecordStatuses(server.db, fixture.datasetId, 1, records);
    const after = await rowVersions();
    expect(after.get(records[0]!)?.startsWith('completed ')).toBe(true);
    expect(after.get(records[0]!)).not.toBe(before.get(records[0]!));
    expect(after.get(records[1]!)).toBe(before.get(records[1]!));
    expect(after.get(records[2]!)).toBe(before.get(records[2]!));
  });
});

describe.each(testDialects())('bulk record writes mark dataset activity (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  const activity = () => lastActivityAt(server, fixture.datasetId);
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
  }, 60_000);
  afterAll(async () => server?.close());

  it('marks it after the write, at most once a second per dataset, for POST and PUT', async () => {
    const before = await activity();
    const created = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items: [{ fields: { text: 'Created.' }, external_id: 'c1' }] },
    });
    expect(created.status).toBe(201);
    const marked = await activity();
    expect(marked > before).toBe(true);
    expect(server.context.datasetActivity.has(fixture.datasetId)).toBe(true);
    // Within the same second the next batch leaves the dataset row alone.
    const upserted = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items: [{ fields: { text: 'Upserted.' }, external_id: 'c2' }] },
    });
    expect(upserted.status).toBe(200);
    expect(await activity()).toBe(marked);
    // A second later it is marked again.
    server.context.datasetActivity.set(fixture.datasetId, Date.now() - ACTIVITY_RESOLUTION_MS);
    expect(
      (
        await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
          json: { items: [{ fields: { text: 'Later.' }, external_id: 'c3' }] },
        })
      ).status,
    ).toBe(200);
    expect((await activity()) > marked).toBe(true);
  });
});
