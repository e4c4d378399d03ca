import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRecords, createAnnotationDataset } from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';
import { recordAlreadyCompletedMessage } from './distribution-limit';

// Found by the many-annotators drill on PostgreSQL: two annotators submitting one record at the same instant
// each counted only their own answer and left the record pending with two submitted responses.
describe.each(testDialects())('answers submitted to one record at the same instant (%s)', (dialect) => {
  let server: TestServer;
  let annotators: TestUser[];
  let recordIds: string[];
  let raced: string[];
  beforeAll(async () => {
    server = await createTestServer(dialect);
    const fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    recordIds = await addRecords(server, fixture.datasetId, 60);
    raced = recordIds.splice(30);
    annotators = [
      fixture.annotator,
      await server.createUser('annotator', [fixture.workspaceId]),
      await server.createUser('annotator', [fixture.workspaceId]),
    ];
  }, 60_000);
  afterAll(async () => server?.close());

  const submit = (annotator: TestUser, recordId: string, label: string) =>
    server.request('POST', `/api/v1/records/${recordId}/responses`, {
      as: annotator,
      json: { status: 'submitted', values: { label: { value: label } } },
    });

  const submittedCounts = async (ids: string[]) => {
    const rows = await server.db
      .selectFrom('responses')
      .select(['record_id'])
      .where('record_id', 'in', ids)
      .where('status', '=', 'submitted')
      .execute();
    const counts = new Map(ids.map((id) => [id, 0]));
    for (const row of rows) counts.set(row.record_id, (counts.get(row.record_id) ?? 0) + 1);
    return [...counts.values()];
  };

  it('completes every record that received min_submitted submitted answers', async () => {
    await Promise.all(
      recordIds.flatMap((recordId) =>
        annotators.slice(0, 2).map(async (annotator, i) => {
          const res = await submit(annotator, recordId, i === 0 ? 'positive' : 'negative');
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

  // Issue 18: three annotators holding one pending record at once must not complete it beyond min_submitted 2.
  it('completes no record beyond min_submitted under racing submits: the third is refused with 422', async () => {
    const outcomes = await Promise.all(
      raced.flatMap((recordId) =>
        annotators.map(async (annotator) => {
          const res = await submit(annotator, recordId, 'positive');
          return { recordId, status: res.status, body: res.body };
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 201)).toHaveLength(raced.length * 2);
    const refused = outcomes.filter((o) => o.status !== 201);
    expect(refused).toEqual(
      raced.map((recordId) => ({ recordId, status: 422, body: { detail: recordAlreadyCompletedMessage(recordId, 2) } })),
    );
    expect(await submittedCounts(raced)).toEqual(raced.map(() => 2));
  });

  it('lets an annotator whose answer counts change it, but not turn a draft into a third submit', async () => {
    const [recordId] = raced as [string];
    const mine = await server.db
      .selectFrom('responses')
      .select(['id', 'user_id'])
      .where('record_id', '=', recordId)
      .execute();
    const submitter = annotators.find((a) => mine.some((m) => m.user_id === a.user.id))!;
    const own = mine.find((m) => m.user_id === submitter.user.id)!;
    const edit = await server.request('PUT', `/api/v1/responses/${own.id}`, {
      as: submitter,
      json: { status: 'submitted', values: { label: { value: 'negative' } } },
    });
    expect(edit.status).toBe(200);

    const latecomer = annotators.find((a) => !mine.some((m) => m.user_id === a.user.id))!;
    const draft = await server.request('POST', `/api/v1/records/${recordId}/responses`, {
      as: latecomer,
      json: { status: 'draft', values: { label: { value: 'positive' } } },
    });
    expect(draft.status).toBe(201);
    const draftId = (draft.body as { id: string }).id;
    const promote = await server.request('PUT', `/api/v1/responses/${draftId}`, {
      as: latecomer,
      json: { status: 'submitted', values: { label: { value: 'positive' } } },
    });
    expect(promote.status).toBe(422);
    expect(promote.body).toEqual({ detail: recordAlreadyCompletedMessage(recordId, 2) });
    const bulk = await server.request('POST', '/api/v1/me/responses/bulk', {
      as: latecomer,
      json: { items: [{ record_id: recordId, status: 'submitted', values: { label: { value: 'positive' } } }] },
    });
    expect(bulk.body).toEqual({
      items: [{ item: null, error: { detail: recordAlreadyCompletedMessage(recordId, 2) } }],
    });
    expect(await submittedCounts([recordId])).toEqual([2]);
  });
});
