import type {
  DeleteQueryBuilder,
  DeleteResult,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  QueryCreator,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import { cachedStatement } from '../db/cached-statement';
import { dialectOf } from '../db/database';
import type { Database, DatasetsTable, HistoryEntriesTable, ResponsesTable } from '../db/schema';
import { datasetDistribution } from '../datasets/dataset-rows';
import {
  appendHistory,
  historyRows,
  type HistoryChange,
  type HistoryLog,
  type HistoryWrite,
} from '../history/history-log';
import { settleAnsweredRecord } from '../record-answers/settle-answered-record';
import { digestQuestionsOfRules, type QuestionRules } from './question-rules';

/**
 * How a response change is written inside its transaction: the record locked by the write itself on PostgreSQL,
 * the record's status and answer digest settled after it, and a new response's statements built once.
 */

/**
 * Settles the record's status and answer digest after any response change, inside the response's transaction. A
 * submit to a record others completed meanwhile is stored like any other (contract §16: the overlap model keeps
 * every answer; a completed record only leaves the pending queues). On PostgreSQL the response's write has locked
 * the record (`lockingRecord`), so racing submits each count the others' committed answers and the last one
 * sets the right status.
 */
export async function afterResponseChange(
  db: Kysely<Database>,
  dataset: DatasetsTable,
  recordId: string,
  rules?: QuestionRules,
): Promise<void> {
  const questions = rules && digestQuestionsOfRules(rules);
  await settleAnsweredRecord(db, dataset.id, datasetDistribution(dataset).min_submitted, recordId, questions);
}

/** One response's write (insert, update or delete), on the query creator `writeWithHistory` gives it. */
type ResponseWrite = (
  db: QueryCreator<Database>,
) =>
  | InsertQueryBuilder<Database, 'responses', InsertResult>
  | UpdateQueryBuilder<Database, 'responses', 'responses', UpdateResult>
  | DeleteQueryBuilder<Database, 'responses', DeleteResult>;

/**
 * A response's write that, on PostgreSQL, also locks the response's record for its status and digest
 * (`settleAnsweredRecord`): the write rides in a `with` of the locking read, one statement where a separate lock
 * was one more round trip in every answer's transaction. The lock is `no key update`, as the status update
 * takes it: the key-share locks of other answers' foreign keys do not wait for it.
 */
export function lockingRecord(db: Kysely<Database>, recordId: string, write: ResponseWrite): HistoryWrite {
  if (dialectOf(db) !== 'postgres') return write;
  return (q) =>
    q
      .with('response_written', write)
      .selectFrom('records')
      .select('id')
      .where('id', '=', recordId)
      .forNoKeyUpdate();
}

/** The columns of a response row and of a history entry, in the order statements name them. */
export const RESPONSE_COLUMNS = [
  'id',
  'record_id',
  'user_id',
  'values',
  'status',
  'inserted_at',
  'updated_at',
] as const;
export const HISTORY_COLUMNS = [
  'id',
  'at',
  'user_id',
  'dataset_id',
  'record_id',
  'entity',
  'entity_id',
  'action',
  'before',
  'after',
] as const;
type HistoryParams = { [K in keyof HistoryEntriesTable as `history_${K}`]: HistoryEntriesTable[K] };
const HISTORY_KEYS = HISTORY_COLUMNS.map((column) => `history_${column}` as const);

function responseRowOf(p: ResponsesTable): ResponsesTable {
  return Object.fromEntries(
    RESPONSE_COLUMNS.map((column) => [column, p[column]]),
  ) as unknown as ResponsesTable;
}

function historyRowOf(p: HistoryParams): HistoryEntriesTable {
  return Object.fromEntries(
    HISTORY_COLUMNS.map((column) => [column, p[`history_${column}`]]),
  ) as unknown as HistoryEntriesTable;
}

function historyParamsOf(row: HistoryEntriesTable): HistoryParams {
  return Object.fromEntries(
    HISTORY_COLUMNS.map((column) => [`history_${column}`, row[column]]),
  ) as unknown as HistoryParams;
}

/**
 * The statements of a new response's write, built once (every answer runs one): the insert (SQLite, whose history
 * row follows as `writeWithHistory` appends it), and on PostgreSQL the insert locking the record
 * (`lockingRecord`), with its history entry in the same statement (`writeWithHistory`) or without.
 */
const responseInsert = cachedStatement([...RESPONSE_COLUMNS], (db, p: ResponsesTable) =>
  db.insertInto('responses').values(responseRowOf(p)),
);
const lockingResponseInsert = cachedStatement([...RESPONSE_COLUMNS], (db, p: ResponsesTable) =>
  db
    .with('response_written', (q) => q.insertInto('responses').values(responseRowOf(p)))
    .selectFrom('records')
    .select('id')
    .where('id', '=', p.record_id)
    .forNoKeyUpdate(),
);
const lockingResponseInsertWithHistory = cachedStatement(
  [...RESPONSE_COLUMNS, ...HISTORY_KEYS],
  (db, p: ResponsesTable & HistoryParams) =>
    db
      .with('history_written', (q) => q.insertInto('history_entries').values(historyRowOf(p)))
      .with('response_written', (q) => q.insertInto('responses').values(responseRowOf(p)))
      .selectFrom('records')
      .select('id')
      .where('id', '=', p.record_id)
      .forNoKeyUpdate(),
);

/** `writeWithHistory` of a new response with `lockingRecord`, through the statements built once. */
async function insertResponse(
  trx: Kysely<Database>,
  history: HistoryLog,
  change: HistoryChange,
  row: ResponsesTable,
): Promise<void> {
  if (dialectOf(trx) !== 'postgres') {
    await responseInsert.execute(trx, row);
    await appendHistory(trx, history, [change]);
    return;
  }
  const [entry] = historyRows(history, [change]);
  if (entry) await lockingResponseInsertWithHistory.execute(trx, { ...row, ...historyParamsOf(entry) });
  else await lockingResponseInsert.execute(trx, row);
}

/** A new response ready to be written: its row, its history entry, and its record's dataset and questions. */
export interface NewAnswer {
  row: ResponsesTable;
  change: HistoryChange;
  dataset: DatasetsTable;
  rules: QuestionRules;
}

/** Writes one new response in its own transaction: the response, its history, the record's status and digest. */
export async function writeNewAnswer(
  db: Kysely<Database>,
  history: HistoryLog,
  answer: NewAnswer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertResponse(trx, history, answer.change, answer.row);
    await afterResponseChange(trx, answer.dataset, answer.row.record_id, answer.rules);
  });
}
