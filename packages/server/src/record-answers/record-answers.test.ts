import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { backfillAnswerDigests } from '../db/migrations/0016_record_answer_digests';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

/**
 * The answer digests follow every response write (create, update, delete, a reviewer's rejection, a user's
 * deletion), and migration 0016's backfill writes the same digests as the live writer.
 */
describe.each(testDialects())('record answer digests (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  let b: TestUser;
  let c: TestUser;
  const digest = async (recordId: string) =>
    server.db
      .selectFrom('record_answer_digests')
      .select(['disagreement', 'answers'])
      .where('record_id', '=', recordId)
      .executeTakeFirst();
  const submit = async (record: string, as: TestUser, values: Record<string, unknown>) => {
    const res = await server.request('POST', `/api/v1/records/${record}/responses`, {
      json: {
        status: 'submitted',
        values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v }])),
      },
      as,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    records = await addRecords(server, fixture.datasetId, 3);
    b = await server.createUser('annotator', [fixture.workspaceId], `dig-b-${dialect}`);
    c = await server.createUser('annotator', [fixture.workspaceId], `dig-c-${dialect}`);
  });
  afterAll(async () => server?.close());

  it('writes a record its digest with its submitted answers, and rewrites it on update and delete', async () => {
    const r0 = records[0] as string;
    expect(await digest(r0)).toBeUndefined();
    await submit(r0, fixture.annotator, { label: 'positive', topics: ['price', 'quality'] });
    const second = await submit(r0, b, { label: 'negative', topics: ['quality', 'price'] });
    const users = [fixture.annotator.user.id, b.user.id].sort();
    const labels = users.map((id) => (id === b.user.id ? 'negative' : 'positive'));
    const topics = users.map((id) => (id === b.user.id ? ['quality', 'price'] : ['price', 'quality']));
    // Label disputed, topics the same set: 1 of 2 questions.
    expect(await digest(r0)).toEqual({
      disagreement: 0.5,
      answers: JSON.stringify({
        users: users.join(','),
        answers: { label: JSON.stringify(labels), topics: JSON.stringify(topics) },
      }),
    });
    const updated = await server.request('PUT', `/api/v1/responses/${second}`, {
      json: { status: 'submitted', values: { label: { value: 'positive' } } },
      as: b,
    });
    expect(updated.status).toBe(200);
    expect((await digest(r0))?.disagreement).toBe(0);
    await server.request('DELETE', `/api/v1/responses/${second}`, { as: b });
    expect(JSON.parse((await digest(r0))?.answers ?? '').users).toBe(fixture.annotator.user.id);
  });

  it('empties the digest when a rejection sends every answer back to draft, and after a user is deleted', async () => {
    const r1 = records[1] as string;
    await submit(r1, fixture.annotator, { label: 'positive' });
    await submit(r1, c, { label: 'negative' });
    expect((await digest(r1))?.disagreement).toBe(1);
    const rejected = await server.request('PUT', `/api/v1/records/${r1}/review`, {
      json: { status: 'rejected', comment: 'Look again' },
      as: fixture.admin,
    });
    expect(rejected.status).toBe(200);
    expect(await digest(r1)).toEqual({
      disagreement: 0,
      answers: JSON.stringify({ users: '', answers: {} }),
    });
    const r2 = records[2] as string;
    await submit(r2, fixture.annotator, { label: 'positive' });
    await submit(r2, c, { label: 'negative' });
    expect((await server.request('DELETE', `/api/v1/users/${c.user.id}`)).status).toBe(200);
    await server.tasks.idle();
    expect(JSON.parse((await digest(r2))?.answers ?? '').users).toBe(fixture.annotator.user.id);
  });

  it('backfills (migration 0016) the digests the live writer wrote', async () => {
    const all = () =>
      server.db.selectFrom('record_answer_digests').selectAll().orderBy('record_id').execute();
    const written = await all();
    expect(written.length).toBe(3);
    await server.db.deleteFrom('record_answer_digests').execute();
    await backfillAnswerDigests(server.db as unknown as Kysely<unknown>);
    expect(await all()).toEqual(written);
  });
});
