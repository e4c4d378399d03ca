import type { ResponseUpsertParsed } from '@marginalia/core';
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
import type { HistoryAction } from '@marginalia/core';
import { newId } from '../common/ids';
import { toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type {
  Database,
  DatasetsTable,
  HistoryEntriesTable,
  RecordsTable,
  ResponsesTable,
} from '../db/schema';
import { cachedStatement } from '../db/cached-statement';
import { isUniqueViolation } from '../db/unique-violation';
import { isOwner } from '../auth/permissions';
import { datasetDistribution } from '../datasets/dataset-rows';
import {
  ConflictError,
  ForbiddenOperationError,
  NotFoundError,
  UnprocessableEntityError,
} from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { readableOrThrow } from '../records/record-with-dataset';
import { answerTargetOf } from './answer-target';
import { digestQuestionsOfRules, questionRulesOf, type QuestionRules } from './question-rules';
import { noteDatasetActivity, type DatasetActivity } from '../datasets/record-status';
import {
  mergeDuration,
  responseValuesProblem,
  type ResponseValues,
} from '../questions/response-values-validation';
import { storedResponseValues } from '../questions/stored-answer-value';
import type { ObjectStore } from '../storage/object-store';
import {
  hasSubmittedTableAnswer,
  tableAnswersProblem,
  tableSchemaSource,
} from '../table-answer-checks/table-answer-validation';
import { recordFieldsOf } from '../records/record-rows';
import { responseById, responseValuesOf } from '../records/response-rows';
import {
  appendHistory,
  HISTORY_ON,
  historyRows,
  writeWithHistory,
  type HistoryChange,
  type HistoryLog,
  type HistoryWrite,
} from '../history/history-log';
import { dialectOf } from '../db/database';
import { settleAnsweredRecord } from '../record-answers/settle-answered-record';
import { responseSnapshot } from '../history/history-snapshots';

/**
 * The response as it is stored (answers in their stored form, `storedResponseValues`), after validating its values
 * against the dataset's questions (read here unless given) and the record's fields; 422 string detail on failure.
 */
export async function validResponse(
  db: Kysely<Database>,
  record: RecordsTable,
  sent: ResponseUpsertParsed,
  storage?: ObjectStore,
  rules?: QuestionRules,
): Promise<ResponseUpsertParsed> {
  const questions = rules ?? (await questionRulesOf(db, record.dataset_id));
  const input = { ...sent, values: storedResponseValues(sent.values, questions) } as ResponseUpsertParsed;
  const problem = responseValuesProblem(input.values, input.status, questions, recordFieldsOf(record));
  if (problem) throw new UnprocessableEntityError(problem);
  // Submitted tables are checked against their schema file (issue #16); rows are never silently dropped.
  if (hasSubmittedTableAnswer(input.values, input.status, questions)) {
    const source = await tableSchemaSource(db, storage, record.dataset_id);
    const tableProblem = await tableAnswersProblem(input.values, input.status, questions, source);
    if (tableProblem) throw new UnprocessableEntityError(tableProblem);
  }
  return input;
}

/**
 * Settles the record's status and answer digest after any response change, inside the response's transaction. A
 * submit to a record others completed meanwhile is stored like any other (contract §16: the overlap model keeps
 * every answer; a completed record only leaves the pending queues). On PostgreSQL the response's write has locked
 * the record (`lockingRecord`), so racing submits each count the others' committed answers and the last one
 * sets the right status.
 */
async function afterResponseChange(
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
function lockingRecord(db: Kysely<Database>, recordId: string, write: ResponseWrite): HistoryWrite {
  if (dialectOf(db) !== 'postgres') return write;
  return (q) =>
    q
      .with('response_written', write)
      .selectFrom('records')
      .select('id')
      .where('id', '=', recordId)
      .forNoKeyUpdate();
}

const RESPONSE_COLUMNS = [
  'id',
  'record_id',
  'user_id',
  'values',
  'status',
  'inserted_at',
  'updated_at',
] as const;
const HISTORY_COLUMNS = [
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

/** The history entry of one response change. */
function responseChange(
  change: { actor: UserRow; datasetId: string; action: HistoryAction },
  before: ResponsesTable | null,
  after: ResponsesTable | null,
): HistoryChange {
  const row = (after ?? before) as ResponsesTable;
  return {
    userId: change.actor.id,
    datasetId: change.datasetId,
    recordId: row.record_id,
    entity: 'response',
    entityId: row.id,
    action: change.action,
    before: before && responseSnapshot(before),
    after: after && responseSnapshot(after),
  };
}

/**
 * `POST /records/{id}/responses` (contract §15.2): any member may answer, a completed record too; the response
 * belongs to the caller; one per user and record (409); values validated per question type.
 */
export async function createResponse(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
  sent: ResponseUpsertParsed,
  activity: DatasetActivity,
  storage?: ObjectStore,
  history: HistoryLog = HISTORY_ON,
): Promise<ResponsesTable> {
  // The record, its dataset, the caller's membership and answer, and the questions: one read.
  const target = readableOrThrow(await answerTargetOf(db, actor, recordId), actor, recordId);
  const { record, dataset, rules } = target;
  if (target.callerResponseId !== null) {
    throw new ConflictError(
      `Response already exists for record with id \`${recordId}\` and by user with id \`${actor.id}\``,
    );
  }
  const input = await validResponse(db, record, sent, storage, rules);
  const now = nowTimestamp();
  const row: ResponsesTable = {
    id: newId(),
    record_id: recordId,
    user_id: actor.id,
    values: input.values ? toJson(input.values) : null,
    status: input.status,
    inserted_at: now,
    updated_at: now,
  };
  try {
    await db.transaction().execute(async (trx) => {
      const change = responseChange({ actor, datasetId: dataset.id, action: 'create' }, null, row);
      await insertResponse(trx, history, change, row);
      await afterResponseChange(trx, dataset, recordId, rules);
    });
    await noteDatasetActivity(db, activity, dataset.id);
  } catch (error) {
    // A concurrent request by the same user won the race between the check above and the insert.
    if (isUniqueViolation(error)) {
      throw new ConflictError(
        `Response already exists for record with id \`${recordId}\` and by user with id \`${actor.id}\``,
      );
    }
    throw error;
  }
  return row;
}

/** A response with its record and dataset, after checking the caller may change it. */
async function getChangeableResponse(
  db: Kysely<Database>,
  actor: UserRow,
  responseId: string,
): Promise<{ response: ResponsesTable; record: RecordsTable; dataset: DatasetsTable; rules: QuestionRules }> {
  const response = await responseById(db, responseId);
  if (!response) throw NotFoundError.byId('Response', responseId);
  // The record, its dataset, the caller's membership and the questions in one read (a response's record always
  // exists).
  const found = await answerTargetOf(db, actor, response.record_id);
  if (!found) throw NotFoundError.byId('Record', response.record_id);
  const { record, dataset, member, rules } = found;
  const allowed =
    isOwner(actor) || response.user_id === actor.id || (actor.role === 'admin' && member !== null);
  if (!allowed) throw new ForbiddenOperationError();
  return { response, record, dataset, rules };
}

/** Writes new values over a stored response: values replace, `duration` accumulates (`rules`: the questions, if read). */
export async function overwriteResponse(
  db: Kysely<Database>,
  actor: UserRow,
  response: ResponsesTable,
  dataset: DatasetsTable,
  input: ResponseUpsertParsed,
  activity: DatasetActivity,
  history: HistoryLog,
  rules?: QuestionRules,
): Promise<ResponsesTable> {
  const values = mergeDuration(responseValuesOf(response) as ResponseValues | null, input.values);
  const updated: ResponsesTable = {
    ...response,
    values: values ? toJson(values) : null,
    status: input.status,
    updated_at: nowTimestamp(),
  };
  await db.transaction().execute(async (trx) => {
    const change = responseChange({ actor, datasetId: dataset.id, action: 'update' }, response, updated);
    await writeWithHistory(
      trx,
      history,
      [change],
      lockingRecord(trx, response.record_id, (q) =>
        q
          .updateTable('responses')
          .set({ values: updated.values, status: updated.status, updated_at: updated.updated_at })
          .where('id', '=', response.id),
      ),
    );
    await afterResponseChange(trx, dataset, response.record_id, rules);
  });
  await noteDatasetActivity(db, activity, dataset.id);
  return updated;
}

/** `PUT /responses/{id}` (contract §15.3): owner, author or admin-member. */
export async function updateResponse(
  db: Kysely<Database>,
  actor: UserRow,
  responseId: string,
  input: ResponseUpsertParsed,
  activity: DatasetActivity,
  storage?: ObjectStore,
  history: HistoryLog = HISTORY_ON,
): Promise<ResponsesTable> {
  const { response, record, dataset, rules } = await getChangeableResponse(db, actor, responseId);
  const valid = await validResponse(db, record, input, storage, rules);
  return overwriteResponse(db, actor, response, dataset, valid, activity, history, rules);
}

/** `DELETE /responses/{id}` (contract §15.4): returns the deleted response; the record status is recomputed. */
export async function deleteResponse(
  db: Kysely<Database>,
  actor: UserRow,
  responseId: string,
  activity: DatasetActivity,
  history: HistoryLog = HISTORY_ON,
): Promise<ResponsesTable> {
  const { response, dataset } = await getChangeableResponse(db, actor, responseId);
  await db.transaction().execute(async (trx) => {
    const change = responseChange({ actor, datasetId: dataset.id, action: 'delete' }, response, null);
    await writeWithHistory(
      trx,
      history,
      [change],
      lockingRecord(trx, response.record_id, (q) => q.deleteFrom('responses').where('id', '=', responseId)),
    );
    await afterResponseChange(trx, dataset, response.record_id);
  });
  await noteDatasetActivity(db, activity, dataset.id);
  return response;
}
