import type { RecordUpsertParsed, RecordsBulkUpsertParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { WireRecord } from '@marginalia/core';
import { nowTimestamp } from '../common/time';
import type { Database, RecordsTable } from '../db/schema';
import { getWritableDataset } from '../datasets/datasets-service';
import { ConflictError, UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import {
  reindexRecordMetadata,
  replaceRecordTexts,
  type RecordSearchVectorColumn,
} from './record-search-index';
import { loadDatasetSchema, type DatasetSchema } from '../datasets/dataset-schema';
import { insertNewRecords, recordRows, type RecordRows } from './new-record-rows';
import { storedRecordsByKey } from './stored-records-by-key';
import { lockedRecordRows, recordFieldsOf, updateMatchedRecordRows } from './record-rows';
import { upsertResponseRows } from './response-rows';
import { writtenRecordsAnswer } from './written-records';
import { replaceSuggestionRows } from './suggestion-rows';
import { replaceVectorRows } from '../vectors/vector-rows';
import { recordProblem, withStoredAnswers } from './record-validation';
import { searchFacetsColumn, type RecordSearchFacetsColumn } from './record-search-facets';
import type { ObjectStore } from '../storage/object-store';
import { assertValidTableResponses } from '../table-answer-checks/table-answer-validation';
import { noteDatasetActivity, settleBulkAnswers } from '../datasets/record-status';
import { appendHistory, HISTORY_ON, type HistoryChange } from '../history/history-log';
import { PhaseTimings } from '../http/server-timing';
import type { BulkWriteContext } from './bulk-write-context';
import {
  replacedSuggestionsHistory,
  rewrittenRecordsHistory,
  storedResponsesOf,
  storedSuggestionsOf,
  upsertedResponsesHistory,
  type RecordChangeAuthor,
} from './record-history';

/** One upsert item after matching: an existing record to update, or a new one to insert. */
interface PlannedItem {
  item: RecordUpsertParsed;
  existing: RecordsTable | null;
  rows: RecordRows;
}

async function existingRecords(
  db: Kysely<Database>,
  datasetId: string,
  items: readonly RecordUpsertParsed[],
) {
  const externalIds = items.map((i) => i.external_id).filter((v): v is string => v !== null);
  const ids = items.map((i) => i.id).filter((v): v is string => v !== null);
  const byExternalId = new Map<string, RecordsTable>();
  const byId = new Map<string, RecordsTable>();
  for (const row of await storedRecordsByKey(db, datasetId, 'external_id', externalIds))
    byExternalId.set(row.external_id as string, row);
  for (const row of await storedRecordsByKey(db, datasetId, 'id', ids)) byId.set(row.id, row);
  return (item: RecordUpsertParsed) =>
    (item.external_id !== null ? byExternalId.get(item.external_id) : undefined) ??
    (item.id !== null ? byId.get(item.id) : undefined) ??
    null;
}

/**
 * The row a matched record is rewritten as: its own row with the sent fields (and their words, on PostgreSQL) and
 * metadata; what was not sent keeps the value of `current` (the record as read inside the transaction, or as an
 * earlier item of the same request left it) — never the copy matched before it, which a PATCH may have outdated.
 */
function matchedRecordRow(
  planned: PlannedItem,
  current: RecordsTable,
  schema: DatasetSchema,
): RecordsTable & RecordSearchVectorColumn & RecordSearchFacetsColumn {
  const { item } = planned;
  const { search_tsv: searchVector, ...sent } = planned.rows.record;
  const metadata = item.metadata !== undefined ? sent.metadata : current.metadata;
  const row: RecordsTable & RecordSearchVectorColumn & RecordSearchFacetsColumn = {
    ...current,
    fields: item.fields !== undefined ? sent.fields : current.fields,
    metadata,
    updated_at: nowTimestamp(),
    ...searchFacetsColumn(schema.dialect, metadata),
  };
  if (schema.dialect === 'postgres') {
    // A row without new words keeps its stored ones (`updateMatchedRecordRows` coalesces).
    row.search_tsv = item.fields !== undefined ? searchVector : (null as never);
  }
  return row;
}

/**
 * Matched items in rounds that each rewrite a record at most once (a multi-row upsert cannot touch a row twice):
 * the n-th item matching a record goes to round n, so items keep their order for that record.
 */
function matchedRounds(plan: readonly PlannedItem[]): PlannedItem[][] {
  const seen = new Map<string, number>();
  const rounds: PlannedItem[][] = [];
  for (const planned of plan) {
    if (!planned.existing) continue;
    const round = seen.get(planned.existing.id) ?? 0;
    seen.set(planned.existing.id, round + 1);
    (rounds[round] ??= []).push(planned);
  }
  return rounds;
}

/**
 * Writes one round of matched records with one multi-row statement per table: the records' fields (replaced when
 * the item carries them, contract §13.5) and metadata (when sent), one response per user (upserted), one suggestion
 * per question and one vector per setting (replaced), then their search index where fields or metadata were sent.
 * `current` holds each record as read inside the transaction and is moved on. Returns the round's history entries
 * (none without an `author`: history is off).
 */
async function writeMatchedRound(
  db: Kysely<Database>,
  round: readonly PlannedItem[],
  current: Map<string, RecordsTable>,
  schema: DatasetSchema,
  author: RecordChangeAuthor | null,
): Promise<HistoryChange[]> {
  const rewrites: { before: RecordsTable; after: RecordsTable }[] = [];
  const textRewrites: { before: RecordsTable; row: RecordsTable }[] = [];
  const metadataRewrites: { before: RecordsTable; row: RecordsTable }[] = [];
  const rows = round.map((planned) => {
    const id = (planned.existing as RecordsTable).id;
    const stored = current.get(id);
    // Deleted since it was matched: rewriting the whole row would bring it back.
    if (!stored) throw new ConflictError(`Record with id \`${id}\` was deleted while being updated`);
    const row = matchedRecordRow(planned, stored, schema);
    const { search_tsv: _words, ...written } = row;
    current.set(id, written);
    if (planned.item.fields !== undefined || planned.item.metadata !== undefined)
      rewrites.push({ before: stored, after: written });
    if (planned.item.fields !== undefined) textRewrites.push({ before: stored, row });
    if (planned.item.metadata !== undefined) metadataRewrites.push({ before: stored, row });
    return row;
  });
  const responses = round.flatMap((p) => p.rows.responses);
  const suggestions = round.flatMap((p) => p.rows.suggestions);
  const ids = rows.map((r) => r.id);
  // What the history's `before` needs, read only when history is written.
  const storedResponses = author && responses.length > 0 ? await storedResponsesOf(db, ids) : [];
  const storedSuggestions = author && suggestions.length > 0 ? await storedSuggestionsOf(db, ids) : [];
  await updateMatchedRecordRows(db, rows);
  await upsertResponseRows(db, responses);
  await replaceSuggestionRows(db, suggestions);
  await replaceVectorRows(
    db,
    round.flatMap((p) => p.rows.vectors),
  );
  await replaceRecordTexts(
    db,
    textRewrites.map((r) => ({ before: r.before, after: r.row })),
    schema.fieldTypes,
  );
  // Metadata sent as it was stored leaves its index rows as they are.
  await reindexRecordMetadata(
    db,
    metadataRewrites.filter((r) => r.before.metadata !== r.row.metadata).map((r) => r.row),
  );
  if (!author) return [];
  return [
    ...rewrittenRecordsHistory(author, rewrites),
    ...upsertedResponsesHistory(author, responses, storedResponses),
    ...replacedSuggestionsHistory(author, suggestions, storedSuggestions),
  ];
}

/**
 * `PUT /datasets/{id}/records/bulk` (contract §13.5), the SDK's `records.log()`: matches items by
 * `external_id`, then `id`, within the dataset. Matched records get fields and metadata replaced when
 * sent (fields validated as on create, the search index updated) and suggestions/responses/vectors upserted; the
 * others are created (a supplied unknown `id` is not reused). The whole batch is validated in memory first, then
 * written in one transaction with multi-row statements (all-or-nothing); new records carry their statuses, answered
 * matched ones are recounted. The matched records are read again in that transaction, so a value an item does not
 * send is the one stored at the write.
 */
export async function upsertRecordsBulk(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: RecordsBulkUpsertParsed,
  {
    storage,
    history = HISTORY_ON,
    timings = new PhaseTimings(),
    activity = new Map(),
  }: BulkWriteContext = {},
): Promise<{ items: WireRecord[]; updated_item_ids: string[] }> {
  const { schema, plan, answered } = await timings.measure('prepare', () =>
    plannedUpsert(db, actor, datasetId, input, storage),
  );
  // Matched records the batch answers: their statuses are recounted, so the answer reads them again.
  const answeredMatched = new Set(answered.matched);
  // Each matched record as the write leaves it (filled in the transaction).
  let current = new Map<string, RecordsTable>();
  await timings.measure('write', async () => {
    await db.transaction().execute(async (trx) => {
      const author: RecordChangeAuthor = { userId: actor.id, datasetId };
      const created = plan.filter((p) => p.existing === null).map((p) => p.rows);
      await insertNewRecords(trx, created, schema, { log: history, author });
      current = await lockedRecordRows(
        trx,
        plan.flatMap((p) => (p.existing ? [p.existing.id] : [])),
      );
      const changes: HistoryChange[] = [];
      for (const round of matchedRounds(plan))
        changes.push(
          ...(await writeMatchedRound(trx, round, current, schema, history.enabled ? author : null)),
        );
      await appendHistory(trx, history, changes);
      // A status and an answer digest follow from the record's answers alone: only records this batch answers can
      // change (a batch of records without responses, the usual `records.log()`, recomputes none).
      await settleBulkAnswers(trx, datasetId, schema.minSubmitted, answered);
    });
    await noteDatasetActivity(db, activity, datasetId);
  });

  const written = await timings.measure('answer', () =>
    writtenRecordsAnswer(
      db,
      schema.vectorSettings,
      plan.map((p) => {
        const row = p.existing ? (current.get(p.existing.id) as RecordsTable) : p.rows.record;
        return {
          row,
          created: p.existing ? null : { responses: p.rows.responses, suggestions: p.rows.suggestions },
          answered: answeredMatched.has(row.id),
          sentVectors: p.item.vectors,
        };
      }),
    ),
  );
  return {
    items: written,
    updated_item_ids: plan.filter((p) => p.existing !== null).map((p) => (p.existing as RecordsTable).id),
  };
}

/**
 * The dataset's schema and each item matched to its stored record (or none) with the rows it writes, once every
 * item is valid; and the records whose answers the batch writes, those it creates apart from those it matched.
 */
async function plannedUpsert(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: RecordsBulkUpsertParsed,
  storage: ObjectStore | undefined,
) {
  const dataset = await getWritableDataset(db, actor, datasetId);
  if (dataset.status !== 'ready')
    throw new UnprocessableEntityError('records cannot be created for a non published dataset');
  const match = await existingRecords(db, datasetId, input.items);
  const schema = await loadDatasetSchema(db, dataset, input.items);

  const items = input.items.map((item) => withStoredAnswers(item, schema));
  const plan: PlannedItem[] = items.map((item, position) => {
    const existing = match(item);
    // Answers and suggestions are checked against the fields the record will have.
    const fields = item.fields ?? (existing ? recordFieldsOf(existing) : null);
    if (!fields) {
      throw new UnprocessableEntityError(
        `Record at position ${position} is not valid because fields are required for new records`,
      );
    }
    const write = { ...item, fields, metadata: item.metadata ?? null };
    const problem = recordProblem(write, schema, item.fields !== undefined);
    if (problem)
      throw new UnprocessableEntityError(`Record at position ${position} is not valid because ${problem}`);
    return { item, existing, rows: recordRows(write, schema, existing?.id) };
  });
  await assertValidTableResponses(db, storage, dataset.id, items, schema.questions);
  const answeredItems = plan.filter((p) => p.rows.responses.length > 0);
  const answered = {
    created: answeredItems.filter((p) => p.existing === null).map((p) => p.rows.record.id),
    matched: [...new Set(answeredItems.flatMap((p) => (p.existing ? [p.existing.id] : [])))],
  };
  return { schema, plan, answered };
}
