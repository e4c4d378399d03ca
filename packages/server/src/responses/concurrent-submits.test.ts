import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRecords, createAnnotationDataset } from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

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
    // Each record's answer digest (agreement, the review queue's order) holds both answers: the second writer
    // waited for the first's commit before reading the record's responses, as for the status.
    const digests = await server.db
      .selectFrom('record_answer_digests')
      .select(['record_id', 'disagreement', 'answers'])
      .where('record_id', 'in', recordIds)
      .execute();
    expect(
      digests.filter((d) => d.disagreement !== 1 || JSON.parse(d.answers).users.split(',').length !== 2),
    ).toEqual([]);
    expect(digests).toHaveLength(recordIds.length);
  });

  // Issue 25 (the overlap model, contract §16): a third annotator holding the record while two others complete it
  // gets the answer stored, not refused; racing submits still leave every status right.
  it('stores every submit of three annotators racing on records with min_submitted 2, statuses right', async () => {
    const outcomes = await Promise.all(
      raced.flatMap((recordId) =>
        annotators.map(async (annotator) => {
          const res = await submit(annotator, recordId, 'positive');
          return { recordId, status: res.status };
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
    expect(await submittedCounts(raced)).toEqual(raced.map(() => 3));
    const rows = await server.db
      .selectFrom('records')
      .select(['id', 'status'])
      .where('id', 'in', raced)
      .execute();
    expect(rows.filter((r) => r.status !== 'completed')).toEqual([]);
  });

  it('lets a latecomer submit to a completed record by PUT and by /me/responses/bulk, and keeps the others', async () => {
    const [recordId, otherId] = recordIds as [string, string];
    const before = await server.db
      .selectFrom('responses')
      .select(['id', 'user_id', 'values', 'status'])
      .where('record_id', 'in', [recordId, otherId])
      .orderBy('id')
      .execute();
    const latecomer = annotators[2] as TestUser;
    expect(before.some((r) => r.user_id === latecomer.user.id)).toBe(false);
    const draft = await server.request('POST', `/api/v1/records/${recordId}/responses`, {
      as: latecomer,
      json: { status: 'draft', values: { label: { value: 'neutral' } } },
    });
    expect(draft.status).toBe(201);
    const promote = await server.request('PUT', `/api/v1/responses/${draft.body.id}`, {
      as: latecomer,
      json: { status: 'submitted', values: { label: { value: 'neutral' } } },
    });
    expect(promote.status).toBe(200);
    expect(promote.body).toMatchObject({ status: 'submitted', values: { label: { value: 'neutral' } } });
    const bulk = await server.request('POST', '/api/v1/me/responses/bulk', {
      as: latecomer,
      json: { items: [{ record_id: otherId, status: 'submitted', values: { label: { value: 'neutral' } } }] },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.items).toEqual([
      {
        item: expect.objectContaining({
          record_id: otherId,
          user_id: latecomer.user.id,
          status: 'submitted',
        }),
        error: null,
      },
    ]);
    expect(await submittedCounts([recordId, otherId])).toEqual([3, 3]);
    const after = await server.db
      .selectFrom('responses')
      .select(['id', 'user_id', 'values', 'status'])
      .where('record_id', 'in', [recordId, otherId])
      .where('user_id', '!=', latecomer.user.id)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    const statuses = await server.db
      .selectFrom('records')
      .select('status')
      .where('id', 'in', [recordId, otherId])
      .execute();
    expect(statuses.map((r) => r.status)).toEqual(['completed', 'completed']);
  });
});
