import type { ResponseUpsertParsed, ResponsesBulkCreateParsed, WireResponse } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { newId } from '../common/ids';
import { nowTimestamp } from '../common/time';
import { assertCanRead } from '../auth/permissions';
import { datasetDistribution } from '../datasets/dataset-rows';
import { getDatasetOrThrow } from '../datasets/datasets-service';
import {
  noteDatasetActivity,
  recomputeRecordStatuses,
  type DatasetActivity,
} from '../datasets/record-status';
import { dialectOf } from '../db/database';
import { toJson } from '../db/json-column';
import type { Database, DatasetsTable, RecordsTable, ResponsesTable } from '../db/schema';
import { statementChunks } from '../db/statement-chunks';
import { ApiError, ForbiddenOperationError, NotFoundError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { mergeDuration, type ResponseValues } from '../questions/response-values-validation';
import { serializeResponse } from '../records/response-serializer';
import { responseValuesOf, upsertResponsesStatement } from '../records/response-rows';
import type { ObjectStore } from '../storage/object-store';
import { HISTORY_ON, writeWithHistory, type HistoryChange, type HistoryLog } from '../history/history-log';
import { responseSnapshot } from '../history/history-snapshots';
import { digestQuestionsOfRules, questionRulesOf, type QuestionRules } from './question-rules';
import { validResponse } from './responses-service';

type BulkItemResult = { item: WireResponse | null; error: { detail: string } | null };

/** How a failed bulk item is reported: the exception text, coded errors in their Python repr. */
function bulkErrorDetail(error: unknown): string {
  if (error instanceof ForbiddenOperationError) {
    return 'argilla.api.errors::ForbiddenOperationError(detail=Operation not allowed)';
  }
  if (error instanceof ApiError) return error.message;
  throw error;
}

/** A dataset the request answers records of: the caller's refusal (403) or the questions the answers are checked against. */
interface DatasetScope {
  dataset: DatasetsTable;
  refusal: ForbiddenOperationError | null;
  rules: QuestionRules;
}

async function recordsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, RecordsTable>> {
  const records = new Map<string, RecordsTable>();
  for (const chunk of statementChunks(dialectOf(db), ids, 1)) {
    for (const record of await db.selectFrom('records').selectAll().where('id', 'in', chunk).execute()) {
      records.set(record.id, record);
    }
  }
  return records;
}

async function responsesOfUser(
  db: Kysely<Database>,
  recordIds: readonly string[],
  userId: string,
): Promise<Map<string, ResponsesTable>> {
  const responses = new Map<string, ResponsesTable>();
  for (const chunk of statementChunks(dialectOf(db), recordIds, 1)) {
    const rows = await db
      .selectFrom('responses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('record_id', 'in', chunk)
      .execute();
    for (const row of rows) responses.set(row.record_id, row);
  }
  return responses;
}

/** Each dataset of the records, read once: access, questions. */
async function datasetScopes(
  db: Kysely<Database>,
  actor: UserRow,
  records: Iterable<RecordsTable>,
): Promise<Map<string, DatasetScope>> {
  const scopes = new Map<string, DatasetScope>();
  for (const datasetId of new Set([...records].map((record) => record.dataset_id))) {
    const dataset = await getDatasetOrThrow(db, datasetId);
    let refusal: ForbiddenOperationError | null = null;
    try {
      await assertCanRead(db, actor, dataset.workspace_id);
    } catch (error) {
      if (!(error instanceof ForbiddenOperationError)) throw error;
      refusal = error;
    }
    scopes.set(datasetId, { dataset, refusal, rules: refusal ? [] : await questionRulesOf(db, datasetId) });
  }
  return scopes;
}

/** The row an answer writes: over the caller's stored response (values replace, duration accumulates), or new. */
function rowOf(
  previous: ResponsesTable | undefined,
  recordId: string,
  userId: string,
  input: ResponseUpsertParsed,
  now: string,
): ResponsesTable {
  if (!previous) {
    const values = input.values ? toJson(input.values) : null;
    return {
      id: newId(),
      record_id: recordId,
      user_id: userId,
      values,
      status: input.status,
      inserted_at: now,
      updated_at: now,
    };
  }
  const values = mergeDuration(responseValuesOf(previous) as ResponseValues | null, input.values);
  return { ...previous, values: values ? toJson(values) : null, status: input.status, updated_at: now };
}

/** One history entry per record answered: from the response stored before the request to the one written. */
function responsesHistory(
  actor: UserRow,
  records: Map<string, RecordsTable>,
  stored: Map<string, ResponsesTable>,
  rows: Map<string, ResponsesTable>,
): HistoryChange[] {
  return [...rows].map(([recordId, row]) => {
    const before = stored.get(recordId) ?? null;
    return {
      userId: actor.id,
      datasetId: records.get(recordId)!.dataset_id,
      recordId,
      entity: 'response',
      entityId: row.id,
      action: before ? 'update' : 'create',
      before: before && responseSnapshot(before),
      after: responseSnapshot(row),
    };
  });
}

/**
 * `POST /me/responses/bulk` (contract §15.5): upserts the caller's response per record; each item succeeds or
 * fails on its own, results aligned with the request. Set-based (issue 27): the records, the caller's responses,
 * each dataset's access and questions are read once per request, the answers checked one by one, then every
 * valid answer is written in one transaction (multi-row upsert) with one status recompute per dataset. An item
 * naming a record an earlier item of the request answered builds on that answer, as one request after the other would.
 */
export async function upsertMyResponsesBulk(
  db: Kysely<Database>,
  actor: UserRow,
  input: ResponsesBulkCreateParsed,
  activity: DatasetActivity,
  storage?: ObjectStore,
  history: HistoryLog = HISTORY_ON,
): Promise<{ items: BulkItemResult[] }> {
  const ids = [...new Set(input.items.map((item) => item.record_id))];
  const records = await recordsByIds(db, ids);
  const scopes = await datasetScopes(db, actor, records.values());
  const stored = await responsesOfUser(db, [...records.keys()], actor.id);
  const rows = new Map<string, ResponsesTable>();
  const now = nowTimestamp();
  const items: BulkItemResult[] = [];
  for (const { record_id: recordId, ...upsert } of input.items) {
    try {
      const record = records.get(recordId);
      if (!record) throw NotFoundError.byId('Record', recordId);
      const scope = scopes.get(record.dataset_id)!;
      if (scope.refusal) throw scope.refusal;
      const valid = await validResponse(db, record, upsert, storage, scope.rules);
      const row = rowOf(rows.get(recordId) ?? stored.get(recordId), recordId, actor.id, valid, now);
      rows.set(recordId, row);
      items.push({ item: serializeResponse(row), error: null });
    } catch (error) {
      items.push({ item: null, error: { detail: bulkErrorDetail(error) } });
    }
  }
  if (rows.size === 0) return { items };
  const byDataset = new Map<string, string[]>();
  for (const recordId of rows.keys()) {
    const datasetId = records.get(recordId)!.dataset_id;
    byDataset.set(datasetId, [...(byDataset.get(datasetId) ?? []), recordId]);
  }
  await db.transaction().execute(async (trx) => {
    // At most RESPONSES_BULK_MAX_ITEMS (100) answers: one statement, with their history entries.
    await writeWithHistory(trx, history, responsesHistory(actor, records, stored, rows), (q) =>
      upsertResponsesStatement(q, [...rows.values()]),
    );
    for (const [datasetId, recordIds] of byDataset) {
      const { dataset, rules } = scopes.get(datasetId)!;
      const questions = digestQuestionsOfRules(rules);
      await recomputeRecordStatuses(
        trx,
        datasetId,
        datasetDistribution(dataset).min_submitted,
        recordIds,
        questions,
      );
    }
  });
  for (const datasetId of byDataset.keys()) await noteDatasetActivity(db, activity, datasetId);
  return { items };
}
