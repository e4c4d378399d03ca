import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnotationDataset, type AnnotationDatasetFixture } from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

/**
 * Issue 27: the SDK's `records.log()` sends every record again with all its fields and metadata; the search index
 * rows of the texts and metadata it left as they were stay, only the changed ones are written again.
 */
describe.each(testDialects())(
  'records logged again keep the index rows of what they did not change (%s)',
  (dialect) => {
    let server: TestServer;
    let fixture: AnnotationDatasetFixture;
    const log = async (items: unknown[]) => {
      const res = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
        json: { items },
        as: fixture.admin,
      });
      expect(res.status).toBe(200);
      return res.body.items.map((r: { id: string }) => r.id) as string[];
    };
    /** The record's text rows by field, each as its row id. */
    const textRows = async (recordId: string) =>
      Object.fromEntries(
        (
          await server.db
            .selectFrom('record_texts')
            .select(['field', 'id'])
            .where('record_id', '=', recordId)
            .execute()
        ).map((r) => [r.field, String(r.id)]),
      );
    /** The physical row of each of the record's metadata index rows (a rewritten row gets a new one). */
    const metadataRows = async (recordId: string) => {
      const place = dialect === 'postgres' ? sql`ctid::text` : sql`rowid`;
      const rows = await sql<{
        name: string;
        place: string;
      }>`select name, ${place} as place from record_metadata
      where record_id = ${recordId} order by name`.execute(server.db);
      return rows.rows.map((r) => `${r.name} ${r.place}`);
    };
    const found = async (q: string) => {
      const res = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/search`, {
        json: { query: { text: { q } } },
      });
      expect(res.status).toBe(200);
      return res.body.items.map((i: { record: { id: string } }) => i.record.id);
    };

    beforeAll(async () => {
      server = await createTestServer(dialect);
      fixture = await createAnnotationDataset(server, { extraTextFields: ['notes', 'summary'] });
    });
    afterAll(async () => server?.close());

    it('rewrites only the texts that changed, drops those gone, and leaves unchanged metadata rows', async () => {
      const fields = { text: 'Ada Lovelace wrote notes.', notes: 'Babbage engine', summary: 'Analytical' };
      const metadata = { category: 'books', votes: 3 };
      // A second record after it: rows written again cannot take the ids and rowids freed at the table's end.
      const [id] = await log([
        { external_id: 'x1', fields, metadata },
        { external_id: 'x2', fields: { text: 'Another record.' }, metadata },
      ]);
      const recordId = id as string;
      const texts = await textRows(recordId);
      expect(Object.keys(texts).sort()).toEqual(['notes', 'summary', 'text']);
      const indexed = await metadataRows(recordId);

      // The same record again: nothing of its index is written.
      await log([{ external_id: 'x1', fields, metadata }]);
      expect(await textRows(recordId)).toEqual(texts);
      expect(await metadataRows(recordId)).toEqual(indexed);

      // One text changed, one gone: the unchanged one keeps its row.
      await log([
        {
          external_id: 'x1',
          fields: { text: 'Grace Hopper wrote code.', notes: 'Babbage engine' },
          metadata,
        },
      ]);
      const after = await textRows(recordId);
      expect(Object.keys(after).sort()).toEqual(['notes', 'text']);
      expect(after['notes']).toBe(texts['notes']);
      expect(after['text']).not.toBe(texts['text']);
      expect(await found('Hopper')).toEqual([recordId]);
      expect(await found('Lovelace')).toEqual([]);
      expect(await found('Analytical')).toEqual([]);
      expect(await found('Babbage')).toEqual([recordId]);

      // Changed metadata is indexed again.
      await log([{ external_id: 'x1', metadata: { category: 'music', votes: 3 } }]);
      expect(await metadataRows(recordId)).not.toEqual(indexed);
      const filtered = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/search`, {
        json: {
          query: {},
          filters: {
            and: [
              {
                type: 'terms',
                scope: { entity: 'metadata', metadata_property: 'category' },
                values: ['music'],
              },
            ],
          },
        },
      });
      expect(filtered.status).toBe(200);
      expect(filtered.body.items.map((i: { record: { id: string } }) => i.record.id)).toEqual([recordId]);
    });
  },
);
