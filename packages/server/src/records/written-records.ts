import type { WireRecord } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type {
  Database,
  RecordsTable,
  ResponsesTable,
  SuggestionsTable,
  VectorsSettingsTable,
} from '../db/schema';
import { loadRecordRelations } from './record-relations';
import { serializeRecord } from './record-serializer';
import { serializeResponse } from './response-serializer';
import { serializeSuggestion } from './suggestion-serializer';
import { vectorsOfWrittenRecords } from './written-vectors';

/**
 * The answer of a bulk write (`POST` and `PUT /datasets/{id}/records/bulk`), built from the rows the write itself
 * wrote where they are all there is: reading a batch's records and suggestions back after its commit took about a
 * twentieth of the server's time in a `records.log()` batch. A record the write created is answered from its rows
 * alone (it was inserted with its status and answers); what the write cannot know is read: the statuses its answers
 * recounted and the responses and suggestions of the records that existed before it.
 */

/** One written item. */
export interface WrittenRecord {
  /** The record's row as the write left it (for a record written by several items, as the last one left it). */
  row: RecordsTable;
  /** For a record this write created, the responses and suggestions it inserted: all the record has. */
  created: { responses: readonly ResponsesTable[]; suggestions: readonly SuggestionsTable[] } | null;
  /** Whether the write stored a response of a record that existed before it (its status was recounted: read again). */
  answered: boolean;
  /** The vectors the item sent. */
  sentVectors: Readonly<Record<string, readonly number[]>>;
}

/** Each item's record as the contract's Record with its responses, suggestions and vectors, in the items' order. */
export async function writtenRecordsAnswer(
  db: Kysely<Database>,
  vectorSettings: readonly Pick<VectorsSettingsTable, 'name'>[],
  written: readonly WrittenRecord[],
): Promise<WireRecord[]> {
  const answeredIds = [...new Set(written.filter((item) => item.answered).map((item) => item.row.id))];
  const reread = new Map<string, RecordsTable>();
  if (answeredIds.length > 0) {
    for (const row of await db.selectFrom('records').selectAll().where('id', 'in', answeredIds).execute())
      reread.set(row.id, row);
  }
  const relations = await loadRecordRelations(
    db,
    [...new Set(written.filter((item) => item.created === null).map((item) => item.row.id))],
    { responses: true, suggestions: true },
  );
  const vectors = await vectorsOfWrittenRecords(
    db,
    vectorSettings,
    written.map((item) => ({
      recordId: item.row.id,
      existed: item.created === null,
      sent: item.sentVectors,
    })),
  );
  return written.map((item) => {
    const id = item.row.id;
    const own = item.created
      ? {
          responses: item.created.responses.map(serializeResponse),
          suggestions: item.created.suggestions.map(serializeSuggestion),
        }
      : relations.get(id);
    return serializeRecord(reread.get(id) ?? item.row, { ...own, vectors: vectors.get(id) ?? {} });
  });
}
