import type { Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database, RecordsTable, ResponsesTable, SuggestionsTable } from '../db/schema';
import { statementChunks } from '../db/statement-chunks';
import type { HistoryChange } from '../history/history-log';
import { recordSnapshot, responseSnapshot, suggestionSnapshot } from '../history/history-snapshots';
import type { RecordRows } from './new-record-rows';

/**
 * The history entries of the record write paths (bulk create, the SDK's upsert, `PATCH /records/{id}`, deletes):
 * built from the rows a batch writes and the rows it replaces, so a batch appends its whole history with one
 * multi-row insert. A rewrite that leaves an entity as it was (the SDK logging the same record again) is no change.
 */

/** Who made a batch's changes and in which dataset. */
export interface RecordChangeAuthor {
  /** Null for a change no user is known for (an import job whose user was deleted). */
  userId: string | null;
  datasetId: string;
}

/** One entry of a record's entity; null when `before` and `after` are the same JSON. */
function change(
  author: RecordChangeAuthor,
  recordId: string,
  what: Pick<HistoryChange, 'entity' | 'entityId'>,
  before: string | null,
  after: string | null,
): HistoryChange | null {
  if (before !== null && before === after) return null;
  const action = before === null ? 'create' : after === null ? 'delete' : 'update';
  return { userId: author.userId, datasetId: author.datasetId, recordId, ...what, action, before, after };
}

function present(changes: readonly (HistoryChange | null)[]): HistoryChange[] {
  return changes.filter((c): c is HistoryChange => c !== null);
}

/** Entries of new records with the responses and suggestions they were created with. */
export function newRecordsHistory(author: RecordChangeAuthor, rows: readonly RecordRows[]): HistoryChange[] {
  return present(
    rows.flatMap((r) => [
      change(
        author,
        r.record.id,
        { entity: 'record', entityId: r.record.id },
        null,
        recordSnapshot(r.record),
      ),
      ...r.responses.map((s) =>
        change(author, r.record.id, { entity: 'response', entityId: s.id }, null, responseSnapshot(s)),
      ),
      ...r.suggestions.map((s) =>
        change(author, r.record.id, { entity: 'suggestion', entityId: s.id }, null, suggestionSnapshot(s)),
      ),
    ]),
  );
}

/** Entries of records rewritten (fields or metadata sent): the stored row before, the written one after. */
export function rewrittenRecordsHistory(
  author: RecordChangeAuthor,
  rewrites: readonly { before: RecordsTable; after: RecordsTable }[],
): HistoryChange[] {
  return present(
    rewrites.map(({ before, after }) =>
      change(
        author,
        before.id,
        { entity: 'record', entityId: before.id },
        recordSnapshot(before),
        recordSnapshot(after),
      ),
    ),
  );
}

/** Entries of responses upserted by (record, user): the stored response, if any, before; its id stays. */
export function upsertedResponsesHistory(
  author: RecordChangeAuthor,
  written: readonly ResponsesTable[],
  stored: readonly ResponsesTable[],
): HistoryChange[] {
  const byKey = new Map(stored.map((r) => [`${r.record_id} ${r.user_id}`, r]));
  return present(
    written.map((row) => {
      const before = byKey.get(`${row.record_id} ${row.user_id}`);
      return change(
        author,
        row.record_id,
        { entity: 'response', entityId: before?.id ?? row.id },
        before ? responseSnapshot(before) : null,
        responseSnapshot(row),
      );
    }),
  );
}

/** Entries of suggestions replaced by (record, question): the stored one, if any, is replaced by a new row. */
export function replacedSuggestionsHistory(
  author: RecordChangeAuthor,
  written: readonly SuggestionsTable[],
  stored: readonly SuggestionsTable[],
): HistoryChange[] {
  const byKey = new Map(stored.map((s) => [`${s.record_id} ${s.question_id}`, s]));
  return present(
    written.map((row) => {
      const before = byKey.get(`${row.record_id} ${row.question_id}`);
      return change(
        author,
        row.record_id,
        { entity: 'suggestion', entityId: row.id },
        before ? suggestionSnapshot(before) : null,
        suggestionSnapshot(row),
      );
    }),
  );
}

/** Entries of suggestions deleted (a record's suggestions replaced by `PATCH`, or deleted by id). */
export function deletedSuggestionsHistory(
  author: RecordChangeAuthor,
  deleted: readonly SuggestionsTable[],
): HistoryChange[] {
  return present(
    deleted.map((s) =>
      change(author, s.record_id, { entity: 'suggestion', entityId: s.id }, suggestionSnapshot(s), null),
    ),
  );
}

/** Entries of deleted records, each with its responses (which go with it). */
export function deletedRecordsHistory(
  author: RecordChangeAuthor,
  records: readonly RecordsTable[],
  responses: readonly ResponsesTable[],
): HistoryChange[] {
  return present([
    ...responses.map((r) =>
      change(author, r.record_id, { entity: 'response', entityId: r.id }, responseSnapshot(r), null),
    ),
    ...records.map((r) =>
      change(author, r.id, { entity: 'record', entityId: r.id }, recordSnapshot(r), null),
    ),
  ]);
}

/** The stored responses of some records, read inside the batch's transaction. */
export async function storedResponsesOf(
  trx: Kysely<Database>,
  recordIds: readonly string[],
): Promise<ResponsesTable[]> {
  const rows: ResponsesTable[] = [];
  for (const chunk of statementChunks(dialectOf(trx), [...new Set(recordIds)], 1)) {
    rows.push(...(await trx.selectFrom('responses').selectAll().where('record_id', 'in', chunk).execute()));
  }
  return rows;
}

/** The stored suggestions of some records, read inside the batch's transaction. */
export async function storedSuggestionsOf(
  trx: Kysely<Database>,
  recordIds: readonly string[],
): Promise<SuggestionsTable[]> {
  const rows: SuggestionsTable[] = [];
  for (const chunk of statementChunks(dialectOf(trx), [...new Set(recordIds)], 1)) {
    rows.push(...(await trx.selectFrom('suggestions').selectAll().where('record_id', 'in', chunk).execute()));
  }
  return rows;
}

/** The history entries of deleting these records of the dataset (read before the delete, in its transaction). */
export async function deletedRecordsEntries(
  trx: Kysely<Database>,
  author: RecordChangeAuthor,
  ids: readonly string[],
): Promise<HistoryChange[]> {
  if (ids.length === 0) return [];
  const records: RecordsTable[] = [];
  for (const chunk of statementChunks(dialectOf(trx), [...new Set(ids)], 1)) {
    records.push(
      ...(await trx
        .selectFrom('records')
        .selectAll()
        .where('dataset_id', '=', author.datasetId)
        .where('id', 'in', chunk)
        .execute()),
    );
  }
  const responses = await storedResponsesOf(
    trx,
    records.map((r) => r.id),
  );
  return deletedRecordsHistory(author, records, responses);
}
