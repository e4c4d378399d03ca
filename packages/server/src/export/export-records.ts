import type { Kysely } from 'kysely';
import type { WireRecord } from '@marginalia/core';
import type { Database } from '../db/schema';
import { loadRecordRelations } from '../records/record-relations';
import { serializeRecord } from '../records/record-serializer';

const PAGE = 1000;

/** Every record of a dataset in insertion order with its responses, suggestions and vectors, a page at a time. */
export async function* exportRecords(db: Kysely<Database>, datasetId: string): AsyncGenerator<WireRecord[]> {
  let after: { inserted_at: string; id: string } | null = null;
  for (;;) {
    let query = db.selectFrom('records').selectAll().where('dataset_id', '=', datasetId);
    if (after) {
      const { inserted_at, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('inserted_at', '>', inserted_at),
          eb.and([eb('inserted_at', '=', inserted_at), eb('id', '>', id)]),
        ]),
      );
    }
    const rows = await query.orderBy('inserted_at').orderBy('id').limit(PAGE).execute();
    if (rows.length === 0) return;
    const relations = await loadRecordRelations(
      db,
      rows.map((r) => r.id),
      { responses: true, suggestions: true, vectors: true },
    );
    yield rows.map((row) => serializeRecord(row, relations.get(row.id)));
    const last = rows[rows.length - 1]!;
    after = { inserted_at: last.inserted_at, id: last.id };
    if (rows.length < PAGE) return;
  }
}
