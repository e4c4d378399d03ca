import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRecords, createAnnotationDataset } from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

// Found by the many-annotators drill on PostgreSQL: two annotators submitting one record at the same instant
// each counted only their own answer and left the record pending with two submitted responses.
describe.each(testDialects())('answers submitted to one record at the same instant (%s)', (dialect) => {
  let server: TestServer;
  let annotators: TestUser[];
  let recordIds: string[];
  beforeAll(async () => {
    server = await createTestServer(dialect);
    const fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    recordIds = await addRecords(server, fixture.datasetId, 30);
    annotators = [fixture.annotator, await server.createUser('annotator', [fixture.workspaceId])];
  }, 60_000);
  afterAll(async () => server?.close());

  it('completes every record that received min_submitted submitted answers', async () => {
    await Promise.all(
      recordIds.flatMap((recordId) =>
        annotators.map(async (annotator, i) => {
          const res = await server.request('POST', `/api/v1/records/${recordId}/responses`, {
            as: annotator,
            json: { status: 'submitted', values: { label: { value: i === 0 ? 'positive' : 'negative' } } },
          });
          expect(res.status).toBe(201);
        }),
      ),
    );
    const rows = await server.db
      .selectFrom('records')
      .select(['id', 'status'])
      .where('id', 'in', recordIds)
      .execute();
    expect(rows.filter((r) => r.status !== 'completed')).toEqual([]);
  });
});
