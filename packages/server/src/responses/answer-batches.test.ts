import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetActivity } from '../datasets/record-status';
import { createDatabase } from '../db/database';
import type { Database, DatasetsTable } from '../db/schema';
import { ConflictError } from '../errors/api-errors';
import { HISTORY_ON, type HistoryLog } from '../history/history-log';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';
import {
  ANSWER_BATCH_LIMIT,
  AnswerBatches,
  BATCHES_IN_FLIGHT,
  POSTGRES_ANSWER_WRITERS,
  type AnswerWriters,
} from './answer-batches';
import type { QuestionRules } from './question-rules';
import type { NewAnswer } from './response-write';
import { createResponse } from './responses-service';

const db = {} as Kysely<Database>;

function answer(recordId: string, userId = 'u1'): NewAnswer {
  return {
    row: {
      id: `${recordId}-${userId}`,
      record_id: recordId,
      user_id: userId,
      values: null,
      status: 'submitted',
      inserted_at: '',
      updated_at: '',
    },
    change: {} as NewAnswer['change'],
    dataset: { id: 'd1' } as DatasetsTable,
    rules: {} as QuestionRules,
  };
}

/** Writers that record what they were given and finish when the test says (`release`). */
function recordingWriters(options: { failBatch?: boolean; failOne?: string } = {}) {
  const batches: string[][] = [];
  const alone: string[] = [];
  const waits: (() => void)[] = [];
  const held = () => new Promise<void>((resolve) => waits.push(resolve));
  const writers: AnswerWriters = {
    batch: async (_db, _history, answers) => {
      batches.push(answers.map((a) => a.row.id));
      await held();
      if (options.failBatch) throw new Error('batch failed');
    },
    one: async (_db, _history, a) => {
      alone.push(a.row.id);
      if (a.row.id === options.failOne) throw new ConflictError('taken');
    },
  };
  const release = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    for (const wait of waits.splice(0)) wait();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { writers, batches, alone, release };
}

describe('AnswerBatches', () => {
  it('writes the answers of one turn of the event loop in one batch, and a lone answer on its own', async () => {
    const { writers, batches, alone, release } = recordingWriters();
    const batcher = new AnswerBatches(writers);
    const written = ['r1', 'r2', 'r3'].map((id) => batcher.write(db, HISTORY_ON, answer(id)));
    await release();
    await Promise.all(written);
    expect(batches).toEqual([['r1-u1', 'r2-u1', 'r3-u1']]);
    expect(alone).toEqual([]);

    await batcher.write(db, HISTORY_ON, answer('r4'));
    expect(batches).toHaveLength(1);
    expect(alone).toEqual(['r4-u1']);
  });

  it('writes each answer of a failed batch on its own: only the failing one fails', async () => {
    const { writers, alone, release } = recordingWriters({ failBatch: true, failOne: 'r2-u1' });
    const batcher = new AnswerBatches(writers);
    const written = ['r1', 'r2', 'r3'].map((id) =>
      batcher.write(db, HISTORY_ON, answer(id)).then(
        () => 'stored',
        (error: unknown) => (error instanceof ConflictError ? 409 : error),
      ),
    );
    await release();
    expect(await Promise.all(written)).toEqual(['stored', 409, 'stored']);
    expect(alone).toEqual(['r1-u1', 'r2-u1', 'r3-u1']);
  });

  it('writes a second answer of one user to one record after the batch, on its own', async () => {
    const { writers, batches, alone, release } = recordingWriters({ failOne: 'r1-u1' });
    const batcher = new AnswerBatches(writers);
    const repeated = { ...answer('r1'), row: { ...answer('r1').row, id: 'r1-u1' } };
    const written = [answer('r1'), answer('r2'), repeated].map((a) =>
      batcher.write(db, HISTORY_ON, a).then(
        () => 'stored',
        () => 'refused',
      ),
    );
    await release();
    expect(batches).toEqual([['r1-u1', 'r2-u1']]);
    expect(alone).toEqual(['r1-u1']);
    expect(await Promise.all(written)).toEqual(['stored', 'stored', 'refused']);
  });

  it(`runs at most ${BATCHES_IN_FLIGHT} batches at once, of at most ${ANSWER_BATCH_LIMIT} answers; the next waits and takes what arrived meanwhile`, async () => {
    const { writers, batches, release } = recordingWriters();
    const batcher = new AnswerBatches(writers);
    const ids = Array.from({ length: ANSWER_BATCH_LIMIT * 2 + 5 }, (_, i) => `r${i}`);
    const written = ids.map((id) => batcher.write(db, HISTORY_ON, answer(id)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches.map((batch) => batch.length)).toEqual([ANSWER_BATCH_LIMIT, ANSWER_BATCH_LIMIT]);
    const late = ['x1', 'x2'].map((id) => batcher.write(db, HISTORY_ON, answer(id)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toHaveLength(BATCHES_IN_FLIGHT);
    await release();
    await release();
    await Promise.all([...written, ...late]);
    expect(batches.map((batch) => batch.length)).toEqual([ANSWER_BATCH_LIMIT, ANSWER_BATCH_LIMIT, 7]);
    expect(batches.flat().sort()).toEqual([...ids, 'x1', 'x2'].map((id) => `${id}-u1`).sort());
  });
});

describe.skipIf(!testDialects().includes('postgres'))('answers written together (postgres)', () => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let annotators: TestUser[];
  let records: string[];
  beforeAll(async () => {
    server = await createTestServer('postgres');
    fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    records = await addRecords(server, fixture.datasetId, 12);
    annotators = [fixture.annotator, await server.createUser('annotator', [fixture.workspaceId])];
  }, 60_000);
  afterAll(async () => server?.close());

  const submit = (batcher: AnswerBatches, annotator: TestUser, recordId: string, label: string) => {
    const activity: DatasetActivity = new Map([[fixture.datasetId, Date.now()]]);
    const history: HistoryLog = HISTORY_ON;
    return createResponse(
      server.db,
      annotator.user,
      recordId,
      { status: 'submitted', values: { label: { value: label } } },
      activity,
      undefined,
      history,
      batcher,
    );
  };

  /**
   * A batcher whose two writers are first taken by held answers, so the answers submitted meanwhile wait and then
   * leave in one batch (`before` runs first, as another process would write between their reads and the batch).
   */
  async function heldBatcher(count: number, before: () => Promise<void> = async () => undefined) {
    const sizes: number[] = [];
    let releaseHeld = () => {};
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    const batcher = new AnswerBatches({
      one: async (db, history, a) => {
        if (a.row.id.startsWith('held')) return held;
        return POSTGRES_ANSWER_WRITERS.one(db, history, a);
      },
      batch: async (db, history, answers) => {
        sizes.push(answers.length);
        await before();
        await POSTGRES_ANSWER_WRITERS.batch(db, history, answers);
      },
    });
    // Each held answer leaves alone (the next is written after its batch left), taking one of the two writers.
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const holding: Promise<void>[] = [];
    for (const id of ['held1', 'held2']) {
      holding.push(batcher.write(server.db, HISTORY_ON, { ...answer(id), row: { ...answer(id).row, id } }));
      await turn();
    }
    expect(batcher.waiting).toBe(0);
    const whenQueued = async () => {
      while (batcher.waiting < count) await new Promise((resolve) => setTimeout(resolve, 5));
      releaseHeld();
      await Promise.all(holding);
    };
    return { batcher, sizes, whenQueued };
  }

  it('stores every answer of a batch with its history, and settles each record’s status and digest', async () => {
    const { batcher, sizes, whenQueued } = await heldBatcher(9);
    const [first, second] = annotators as [TestUser, TestUser];
    const answered = records.slice(0, 6);
    // Both annotators answer records 0–2 (completed at min_submitted 2), only the first records 3–5.
    const submitted = Promise.all([
      ...answered.map((id) => submit(batcher, first, id, 'positive')),
      ...answered.slice(0, 3).map((id) => submit(batcher, second, id, 'negative')),
    ]);
    await whenQueued();
    await submitted;
    expect(sizes).toEqual([9]);
    const statuses = await server.db
      .selectFrom('records')
      .select(['id', 'status'])
      .where('id', 'in', answered)
      .execute();
    const statusOf = new Map(statuses.map((r) => [r.id, r.status]));
    expect(answered.map((id) => statusOf.get(id))).toEqual([
      'completed',
      'completed',
      'completed',
      'pending',
      'pending',
      'pending',
    ]);
    const digest = await server.db
      .selectFrom('record_answer_digests')
      .select(['answers'])
      .where('record_id', '=', answered[0]!)
      .executeTakeFirstOrThrow();
    const users = [first.user.id, second.user.id].sort();
    expect(JSON.parse(digest.answers).users).toBe(users.join(','));
    const history = await server.db
      .selectFrom('history_entries')
      .select(['record_id', 'action'])
      .where('entity', '=', 'response')
      .where('record_id', 'in', answered)
      .execute();
    expect(history).toHaveLength(9);
    expect(new Set(history.map((h) => h.action))).toEqual(new Set(['create']));
  });

  it('answers 409 to the one answer whose response was written meanwhile, and stores the others', async () => {
    const [first] = annotators as [TestUser];
    const [taken, ...free] = records.slice(6, 9) as [string, ...string[]];
    // Another process stores the first annotator's answer to `taken` after this one's read.
    const { batcher, sizes, whenQueued } = await heldBatcher(3, async () => {
      await submit(new AnswerBatches(), first, taken, 'negative');
    });
    const results = Promise.all(
      [taken, ...free].map((id) =>
        submit(batcher, first, id, 'positive').then(
          () => 201,
          (error: unknown) => (error instanceof ConflictError ? 409 : error),
        ),
      ),
    );
    await whenQueued();
    expect(await results).toEqual([409, 201, 201]);
    expect(sizes).toEqual([3]);
    const stored = await server.db
      .selectFrom('responses')
      .select(['record_id', 'values'])
      .where('record_id', 'in', [taken, ...free])
      .where('user_id', '=', first.user.id)
      .execute();
    expect(stored).toHaveLength(3);
    expect(JSON.parse(stored.find((r) => r.record_id === taken)!.values!)).toEqual({
      label: { value: 'negative' },
    });
  });
  it('leaves a record with only a draft pending and without a digest, beside a record it completes', async () => {
    const { batcher, sizes, whenQueued } = await heldBatcher(3);
    const [first, second] = annotators as [TestUser, TestUser];
    const [drafted, completed] = records.slice(9, 11) as [string, string];
    const activity: DatasetActivity = new Map([[fixture.datasetId, Date.now()]]);
    const draft = createResponse(
      server.db,
      second.user,
      drafted,
      { status: 'draft', values: { label: { value: 'positive' } } },
      activity,
      undefined,
      HISTORY_ON,
      batcher,
    );
    const submitted = [
      submit(batcher, first, completed, 'positive'),
      submit(batcher, second, completed, 'positive'),
    ];
    await whenQueued();
    await Promise.all([draft, ...submitted]);
    expect(sizes).toEqual([3]);
    const statuses = await server.db
      .selectFrom('records')
      .select(['id', 'status'])
      .where('id', 'in', [drafted, completed])
      .execute();
    expect(new Map(statuses.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [drafted, 'pending'],
        [completed, 'completed'],
      ]),
    );
    const digests = await server.db
      .selectFrom('record_answer_digests')
      .select(['record_id'])
      .where('record_id', 'in', [drafted, completed])
      .execute();
    expect(digests.map((d) => d.record_id)).toEqual([completed]);
  });

  it('writes batches of any size through the same prepared statements', async () => {
    // One connection, so its prepared statements are all the batches' (the view lists a connection's own).
    const single = createDatabase(server.databaseUrl, { postgresPoolSize: 1 });
    try {
      const sizes: number[] = [];
      // The five answers after the first are held in their batches until all of them are in one or waiting, so
      // the waiting ones leave together: batches of one and of more, whatever order their reads come back in.
      let held = 0;
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const batch: AnswerWriters['batch'] = async (_db, history, answers) => {
        sizes.push(answers.length);
        if (sizes.length > 1) {
          held += answers.length;
          await gate;
        }
        await POSTGRES_ANSWER_WRITERS.batch(single, history, answers);
      };
      // An answer written alone goes through the batch's statements too, as a batch of one.
      const batcher = new AnswerBatches({ batch, one: (db, history, a) => batch(db, history, [a]) });
      const [first] = annotators as [TestUser];
      const added = await addRecords(server, fixture.datasetId, 6, (i) => ({ external_id: `batched-${i}` }));
      await submit(batcher, first, added[0]!, 'positive');
      const rest = Promise.all(added.slice(1).map((id) => submit(batcher, first, id, 'positive')));
      while (held + batcher.waiting < 5) await new Promise((resolve) => setTimeout(resolve, 5));
      release();
      await rest;
      expect(sizes[0]).toBe(1);
      expect(Math.max(...sizes)).toBeGreaterThan(1);
      expect(sizes.reduce((sum, size) => sum + size)).toBe(6);
      const prepared = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(single);
      const batchStatements = prepared.rows.filter((p) => /unnest\(|= any\(/.test(p.statement));
      // The insert locking the records, the read of their answers, the write of their statuses and digests.
      expect(batchStatements).toHaveLength(3);
      expect(batchStatements.every((p) => /^mg_cached_\d+$/.test(p.name))).toBe(true);
      const digests = await server.db
        .selectFrom('record_answer_digests')
        .select('record_id')
        .where('record_id', 'in', added)
        .execute();
      expect(digests).toHaveLength(6);
      const statuses = await server.db
        .selectFrom('records')
        .select('status')
        .where('id', 'in', added)
        .execute();
      expect(statuses.map((r) => r.status)).toEqual(Array(6).fill('pending'));
      const history = await server.db
        .selectFrom('history_entries')
        .select('record_id')
        .where('entity', '=', 'response')
        .where('record_id', 'in', added)
        .execute();
      expect(history).toHaveLength(6);
    } finally {
      await single.destroy();
    }
  });
});
