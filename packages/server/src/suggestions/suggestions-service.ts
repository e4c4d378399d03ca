import type { SuggestionCreateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { newId } from '../common/ids';
import { toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type { Database, RecordsTable, SuggestionsTable } from '../db/schema';
import { writableChild } from '../datasets/dataset-children';
import type { UserRow } from '../http/app-env';
import { getReadableRecord } from '../records/records-service';
import { validSuggestion } from '../questions/suggestion-validation';
import { recordFieldsOf } from '../records/record-rows';
import { suggestionOfQuestion } from '../records/suggestion-rows';
import { appendHistory, HISTORY_ON, type HistoryLog } from '../history/history-log';
import { deletedSuggestionsHistory, replacedSuggestionsHistory } from '../records/record-history';

/** The record a suggestion write goes to: 404, then 403. */
async function writableRecord(db: Kysely<Database>, actor: UserRow, recordId: string): Promise<RecordsTable> {
  return (await writableChild(db, actor, 'records', recordId)).row;
}

/** `GET /records/{id}/suggestions`: read access. */
export async function listRecordSuggestions(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
): Promise<SuggestionsTable[]> {
  await getReadableRecord(db, actor, recordId);
  return db
    .selectFrom('suggestions')
    .selectAll()
    .where('record_id', '=', recordId)
    .orderBy('inserted_at')
    .orderBy('id')
    .execute();
}

/** `PUT /records/{id}/suggestions`: write access; replaces the question's suggestion if any. */
export async function upsertRecordSuggestion(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
  sent: SuggestionCreateParsed,
  history: HistoryLog = HISTORY_ON,
): Promise<{ suggestion: SuggestionsTable; created: boolean }> {
  const record = await writableRecord(db, actor, recordId);
  const input = await validSuggestion(
    db,
    { dataset_id: record.dataset_id, fields: recordFieldsOf(record) },
    sent,
  );
  const existing = await suggestionOfQuestion(db, recordId, input.question_id);
  const now = nowTimestamp();
  const values = {
    value: toJson(input.value),
    score: input.score === null ? null : toJson(input.score),
    agent: input.agent,
    type: input.type,
    updated_at: now,
  };
  const author = { userId: actor.id, datasetId: record.dataset_id };
  if (existing) {
    const suggestion = { ...existing, ...values };
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('suggestions').set(values).where('id', '=', existing.id).execute();
      await appendHistory(trx, history, replacedSuggestionsHistory(author, [suggestion], [existing]));
    });
    return { suggestion, created: false };
  }
  const suggestion: SuggestionsTable = {
    id: newId(),
    record_id: recordId,
    question_id: input.question_id,
    inserted_at: now,
    ...values,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('suggestions').values(suggestion).execute();
    await appendHistory(trx, history, replacedSuggestionsHistory(author, [suggestion], []));
  });
  return { suggestion, created: true };
}

/** `DELETE /records/{id}/suggestions?ids=`: write access; ids of other records are ignored. */
export async function deleteRecordSuggestions(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
  ids: string[],
  history: HistoryLog = HISTORY_ON,
): Promise<void> {
  const record = await writableRecord(db, actor, recordId);
  if (ids.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .selectFrom('suggestions')
      .selectAll()
      .where('record_id', '=', recordId)
      .where('id', 'in', ids)
      .execute();
    await trx.deleteFrom('suggestions').where('record_id', '=', recordId).where('id', 'in', ids).execute();
    const author = { userId: actor.id, datasetId: record.dataset_id };
    await appendHistory(trx, history, deletedSuggestionsHistory(author, deleted));
  });
}

/** `DELETE /suggestions/{id}`: write access; returns the deleted suggestion. */
export async function deleteSuggestion(
  db: Kysely<Database>,
  actor: UserRow,
  suggestionId: string,
  history: HistoryLog = HISTORY_ON,
): Promise<SuggestionsTable> {
  const { row: suggestion, dataset } = await writableChild(db, actor, 'suggestions', suggestionId);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('suggestions').where('id', '=', suggestionId).execute();
    const author = { userId: actor.id, datasetId: dataset.id };
    await appendHistory(trx, history, deletedSuggestionsHistory(author, [suggestion]));
  });
  return suggestion;
}
