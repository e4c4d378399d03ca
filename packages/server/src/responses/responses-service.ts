import type { ResponseUpsertParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { HistoryAction } from '@marginalia/core';
import { newId } from '../common/ids';
import { toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type { Database, DatasetsTable, RecordsTable, ResponsesTable } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { isOwner } from '../auth/permissions';
import {
  ConflictError,
  ForbiddenOperationError,
  NotFoundError,
  UnprocessableEntityError,
} from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { readableOrThrow } from '../records/record-with-dataset';
import { answerTargetOf } from './answer-target';
import { questionRulesOf, type QuestionRules } from './question-rules';
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
import { HISTORY_ON, writeWithHistory, type HistoryChange, type HistoryLog } from '../history/history-log';
import { dialectOf } from '../db/database';
import type { AnswerBatches } from './answer-batches';
import { afterResponseChange, lockingRecord, writeNewAnswer, type NewAnswer } from './response-write';
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
 * belongs to the caller; one per user and record (409); values validated per question type. On PostgreSQL,
 * `batches` writes answers arriving together in one transaction (`answer-batches.ts`).
 */
export async function createResponse(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
  sent: ResponseUpsertParsed,
  activity: DatasetActivity,
  storage?: ObjectStore,
  history: HistoryLog = HISTORY_ON,
  batches?: AnswerBatches,
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
  const answer: NewAnswer = {
    row,
    change: responseChange({ actor, datasetId: dataset.id, action: 'create' }, null, row),
    dataset,
    rules,
  };
  try {
    if (batches && dialectOf(db) === 'postgres') await batches.write(db, history, answer);
    else await writeNewAnswer(db, history, answer);
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
