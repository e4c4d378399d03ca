import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetActivity } from '../datasets/record-status';
import { API_KEY_HEADER, resolveUser } from '../auth/authenticate';
import { VerifiedTokens } from '../auth/verified-tokens';
import { ForbiddenOperationError, NotFoundError } from '../errors/api-errors';
import { getReadableRecord } from '../records/records-service';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { createResponse, updateResponse } from './responses-service';

/**
 * Counts the statements Kysely runs through it (`begin` and `commit` are not statements to it), and those it
 * builds (a statement built once, `db/cached-statement.ts`, is built on its first use only).
 */
class StatementCounter implements KyselyPlugin {
  count = 0;
  built = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    this.built += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    this.count += 1;
    return args.result;
  }
}

// A single answer is about ten round trips to the database; on PostgreSQL each one costs a socket write, a wake-up
// of the backend and a read. These tests hold the count of the reads that were merged.
describe.each(testDialects())('statements of one answer (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    records = await addRecords(server, fixture.datasetId, 5);
  });
  afterAll(async () => server?.close());

  it('reads the record, its dataset and the caller’s membership in one statement', async () => {
    const counter = new StatementCounter();
    const { record, dataset } = await getReadableRecord(
      server.db.withPlugin(counter),
      fixture.annotator.user,
      records[0]!,
    );
    expect(counter.count).toBe(1);
    expect(record).toMatchObject({ id: records[0], dataset_id: fixture.datasetId, status: 'pending' });
    expect(Object.keys(record).sort()).toEqual(
      [
        'dataset_id',
        'external_id',
        'fields',
        'id',
        'inserted_at',
        'metadata',
        'shuffle_key',
        'status',
        'updated_at',
      ].sort(),
    );
    expect(dataset).toMatchObject({
      id: fixture.datasetId,
      workspace_id: fixture.workspaceId,
      status: 'ready',
    });
  });

  it('still answers 404 for an unknown record, 403 for a non-member, and lets an owner in without membership', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(getReadableRecord(server.db, fixture.annotator.user, unknown)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const stranger = { ...fixture.annotator.user, id: '00000000-0000-4000-8000-000000000001' };
    await expect(getReadableRecord(server.db, stranger, records[0]!)).rejects.toBeInstanceOf(
      ForbiddenOperationError,
    );
    const owner = { ...server.owner.user, id: '00000000-0000-4000-8000-000000000002' };
    await expect(getReadableRecord(server.db, owner, records[0]!)).resolves.toMatchObject({
      record: { id: records[0] },
    });
  });

  // Every statement run counts, the history row too (on SQLite its own statement, which PostgreSQL folds into the
  // write).
  const history = dialect === 'postgres' ? 0 : 1;

  it('creates a submitted answer in at most 4 statements (5 with SQLite’s history row), digest included (the record’s lock rides in the insert on PostgreSQL)', async () => {
    const counter = new StatementCounter();
    // The dataset's activity was noted just now, so the answer does not write it (once a second at most).
    const activity: DatasetActivity = new Map([[fixture.datasetId, Date.now()]]);
    await createResponse(
      server.db.withPlugin(counter),
      fixture.annotator.user,
      records[1]!,
      { status: 'submitted', values: { label: { value: 'positive' } } },
      activity,
    );
    expect(counter.count).toBeLessThanOrEqual(4 + history);
    const digest = await server.db
      .selectFrom('record_answer_digests')
      .select(['answers'])
      .where('record_id', '=', records[1]!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(digest.answers)).toEqual({
      users: fixture.annotator.user.id,
      answers: { label: '["positive"]' },
    });
  });
  it('builds none of an answer’s statements again after the first answer, its authentication included', async () => {
    const counter = new StatementCounter();
    const db = server.db.withPlugin(counter);
    const headers = new Headers({ [API_KEY_HEADER]: fixture.annotator.apiKey });
    const activity: DatasetActivity = new Map([[fixture.datasetId, Date.now()]]);
    const [first, second] = [records[3], records[4]];
    const answer = async (recordId: string) => {
      const user = await resolveUser(db, headers, 'unused', new VerifiedTokens());
      expect(user.id).toBe(fixture.annotator.user.id);
      return createResponse(
        db,
        user,
        recordId,
        { status: 'submitted', values: { label: { value: 'positive' } } },
        activity,
      );
    };
    await answer(first!);
    expect(counter.built).toBeGreaterThan(0);
    counter.built = 0;
    counter.count = 0;
    const stored = await answer(second!);
    expect(counter.count).toBeGreaterThanOrEqual(4);
    expect(counter.built).toBe(0);
    // The values of the second answer, not the first's, were written.
    const row = await server.db
      .selectFrom('responses')
      .select(['id', 'record_id', 'user_id', 'status'])
      .where('record_id', '=', second!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: stored.id,
      record_id: second,
      user_id: fixture.annotator.user.id,
      status: 'submitted',
    });
    const history = await server.db
      .selectFrom('history_entries')
      .select(['entity_id', 'record_id', 'action'])
      .where('record_id', '=', second!)
      .where('entity', '=', 'response')
      .execute();
    expect(history).toEqual([{ entity_id: stored.id, record_id: second, action: 'create' }]);
    const digest = await server.db
      .selectFrom('record_answer_digests')
      .select(['answers'])
      .where('record_id', '=', second!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(digest.answers)).toEqual({
      users: fixture.annotator.user.id,
      answers: { label: '["positive"]' },
    });
  });

  it('updates an answer (a draft submitted) in at most 5 statements (6 with SQLite’s history row)', async () => {
    const activity: DatasetActivity = new Map([[fixture.datasetId, Date.now()]]);
    const draft = await createResponse(
      server.db,
      fixture.annotator.user,
      records[2]!,
      { status: 'draft', values: { label: { value: 'negative' } } },
      activity,
    );
    const counter = new StatementCounter();
    const submitted = await updateResponse(
      server.db.withPlugin(counter),
      fixture.annotator.user,
      draft.id,
      { status: 'submitted', values: { label: { value: 'neutral' } } },
      activity,
    );
    expect(counter.count).toBeLessThanOrEqual(5 + history);
    expect(submitted).toMatchObject({ id: draft.id, status: 'submitted' });
  });

  it('writes the status of the answer that completes a record with its digest (one statement on PostgreSQL)', async () => {
    const activity: DatasetActivity = new Map([[fixture.datasetId, Date.now()]]);
    // records[1] holds the annotator's submitted answer; the admin's is the second of the two it needs.
    const counter = new StatementCounter();
    await createResponse(
      server.db.withPlugin(counter),
      fixture.admin.user,
      records[1]!,
      { status: 'submitted', values: { label: { value: 'negative' } } },
      activity,
    );
    expect(counter.count).toBeLessThanOrEqual(dialect === 'postgres' ? 4 : 5 + history);
    const record = await server.db
      .selectFrom('records')
      .select('status')
      .where('id', '=', records[1]!)
      .executeTakeFirstOrThrow();
    expect(record.status).toBe('completed');
    const digest = await server.db
      .selectFrom('record_answer_digests')
      .select(['answers', 'disagreement'])
      .where('record_id', '=', records[1]!)
      .executeTakeFirstOrThrow();
    const users = [fixture.annotator.user.id, fixture.admin.user.id].sort();
    expect(JSON.parse(digest.answers)).toMatchObject({ users: users.join(',') });
    expect(Number(digest.disagreement)).toBeGreaterThan(0);
  });
});
