import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackgroundTasks } from '../common/background-tasks';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { bulkRecordRows, TableStatistics } from './table-statistics';

describe('bulkRecordRows', () => {
  it('counts the rows a bulk request writes per table', () => {
    expect(
      bulkRecordRows([
        { fields: { text: 'a', title: 'b' }, metadata: { n: 1 }, suggestions: [{}], vectors: { v: [1] } },
        { fields: { text: 'c' }, metadata: null, responses: [{}, {}] },
      ]),
    ).toEqual({ records: 2, record_texts: 3, record_metadata: 1, suggestions: 1, vectors: 1, responses: 2 });
  });
});

describe.each(testDialects().filter((dialect) => dialect === 'postgres'))(
  'planner statistics after bulk loads (%s)',
  (dialect) => {
    let server: TestServer;
    let fixture: AnnotationDatasetFixture;
    const analyzedRows = async (table: string) => {
      const result = await sql<{ reltuples: number | string }>`select reltuples from pg_class
        where oid = to_regclass(${table})`.execute(server.db);
      return Number(result.rows[0]?.reltuples ?? -1);
    };

    beforeAll(async () => {
      server = await createTestServer(dialect);
      fixture = await createAnnotationDataset(server);
    }, 60_000);
    afterAll(() => server.close());

    it('refreshes them as soon as a table grew by 500 rows or a tenth, without waiting for autovacuum', async () => {
      // Never analyzed: PostgreSQL reports -1 tuples, and plans as if the table were tiny.
      expect(await analyzedRows('records')).toBeLessThan(100);
      await addRecords(server, fixture.datasetId, 300);
      await server.tasks.idle();
      expect(await analyzedRows('records')).toBeLessThan(100); // 300 new rows: under the 500 threshold
      await addRecords(server, fixture.datasetId, 300, (i) => ({ external_id: `second-${i}` }));
      await server.tasks.idle();
      const afterFirst = await analyzedRows('records');
      expect(afterFirst).toBeGreaterThanOrEqual(600);
      expect(await analyzedRows('record_texts')).toBeGreaterThanOrEqual(600);
    });

    it('refreshes them once per few seconds under batches that come one after the other', async () => {
      const tasks = new BackgroundTasks(console);
      const statistics = new TableStatistics(server.db, tasks);
      const refresh = vi.spyOn(statistics, 'refresh');
      // The SDK's batches, each answered after more than the 300 ms a burst is given to settle.
      for (let batch = 0; batch < 6; batch += 1) {
        statistics.wrote({ suggestions: 1536 });
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      await tasks.idle();
      // One refresh soon after the first batch, one for the other five (it was one per batch).
      expect(refresh.mock.calls.length).toBeLessThanOrEqual(2);
      expect(await refresh.mock.results.at(-1)?.value).toEqual(['suggestions']);
      expect(await statistics.refresh()).toEqual([]);
    });

    it('analyzes the vectors table without sampling the vector values', async () => {
      await addRecords(server, fixture.datasetId, 500, (i) => ({
        external_id: `vector-${i}`,
        vectors: { embedding: [i, 1, 0] },
      }));
      await server.tasks.idle();
      expect(await analyzedRows('vectors')).toBeGreaterThanOrEqual(500);
      const columns = await sql<{ attname: string }>`select attname from pg_stats
        where tablename = 'vectors' and schemaname = current_schema() order by attname`.execute(server.db);
      expect(columns.rows.map((r) => r.attname)).toEqual([
        'id',
        'inserted_at',
        'norm',
        'record_id',
        'updated_at',
        'vector_settings_id',
      ]);
    });
  },
);
