import { recordsBulkUpsertSchema } from '@marginalia/core';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { lockedRecordRows } from './record-rows';
import { upsertRecordsBulk } from './records-upsert-service';

/**
 * `records.log()` matches its records before its transaction begins. Whatever another request commits between that
 * match and the transaction (here: run when the batch asks for its transaction, so the interleaving is exact) must
 * survive the batch: the values an item does not send are the ones stored at the write.
 */
describe.each(testDialects())('record upsert between its match and its write (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let ids: string[];

  /** `db`, except that `transaction()` first runs `meanwhile` (another request, committed on its own). */
  const interleaved = (db: Kysely<Database>, meanwhile: () => Promise<void>): Kysely<Database> =>
    new Proxy(db, {
      get(target, key) {
        if (key === 'transaction') {
          return () => ({
            execute: async <T>(work: (trx: Kysely<Database>) => Promise<T>) => {
              await meanwhile();
              return target.transaction().execute(work);
            },
          });
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const upsertMeanwhile = (items: unknown[], meanwhile: () => Promise<void>) =>
    upsertRecordsBulk(
      interleaved(server.db, meanwhile),
      fixture.admin.user,
      fixture.datasetId,
      recordsBulkUpsertSchema.parse({ items }),
    );
  const record = async (id: string | undefined) =>
    (await server.request('GET', `/api/v1/records/${id}?include=suggestions`)).body;

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    ids = await addRecords(server, fixture.datasetId, 3, (i) => ({
      metadata: { category: 'books', votes: i },
    }));
  });
  afterAll(async () => server?.close());

  it('keeps the fields and metadata a PATCH wrote after the match', async () => {
    const patched = { text: 'Patched while the batch was on its way.' };
    const result = await upsertMeanwhile(
      [
        { id: ids[0], suggestions: [{ question_id: fixture.questionIds['label'], value: 'positive' }] },
        { external_id: 'r1', metadata: { category: 'music' } },
      ],
      async () => {
        for (const id of [ids[0], ids[1]]) {
          const res = await server.request('PATCH', `/api/v1/records/${id}`, {
            json: { fields: patched, metadata: { category: 'games', votes: 7 } },
          });
          expect(res.status).toBe(200);
        }
      },
    );
    expect(result.updated_item_ids).toEqual([ids[0], ids[1]]);

    const first = await record(ids[0]);
    expect(first).toMatchObject({ fields: patched, metadata: { category: 'games', votes: 7 } });
    expect(first.suggestions.map((s: { value: unknown }) => s.value)).toEqual(['positive']);
    // The batch sent metadata for r1: it wins over the PATCH's, the PATCH's fields stay.
    expect(await record(ids[1])).toMatchObject({ fields: patched, metadata: { category: 'music' } });
  });

  // SQLite needs no lock: the batch's transaction holds the process's only connection until it ends.
  it.runIf(dialect === 'postgres')('holds the matched rows until the batch commits (PostgreSQL)', async () => {
    const other = new pg.Client({ connectionString: server.databaseUrl });
    await other.connect();
    const patchMeanwhile = () =>
      other.query(`update records set metadata = null where id = $1`, [ids[1]]).then(
        () => 'written',
        (error: { code?: string }) => error.code,
      );
    try {
      await other.query(`set lock_timeout = '200ms'`);
      const whileLocked = await server.db
        .transaction()
        .execute(async (trx) => (await lockedRecordRows(trx, [ids[1] as string]), patchMeanwhile()));
      expect(whileLocked).toBe('55P03'); // lock_not_available
      expect(await patchMeanwhile()).toBe('written');
    } finally {
      await other.end();
    }
  });

  it('answers 409 and writes nothing when a matched record was deleted after the match', async () => {
    const before = await record(ids[2]);
    await expect(
      upsertMeanwhile(
        [
          { external_id: 'r2', metadata: { category: 'music' } },
          { external_id: 'r0', fields: { text: 'Never written.' } },
          { external_id: 'new-one', fields: { text: 'Never created.' } },
        ],
        async () => {
          const res = await server.request('DELETE', `/api/v1/records/${ids[0]}`);
          expect(res.status).toBe(200);
        },
      ),
    ).rejects.toMatchObject({ status: 409 });

    expect((await server.request('GET', `/api/v1/records/${ids[0]}`)).status).toBe(404);
    expect(await record(ids[2])).toMatchObject({ metadata: before.metadata });
    const listed = await server.request('GET', `/api/v1/datasets/${fixture.datasetId}/records`);
    expect(listed.body.items.map((r: { external_id: string }) => r.external_id).sort()).toEqual(['r1', 'r2']);
  });
});
