import type { RecordUpdateParsed, SuggestionCreateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { WireRecord } from '@marginalia/core';
import { newId } from '../common/ids';
import { fromBooleanColumn, toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type { Database, RecordsTable, SuggestionsTable, VectorsSettingsTable } from '../db/schema';
import { assertCanWrite } from '../auth/permissions';
import { getDatasetOrThrow, getWritableDataset } from '../datasets/datasets-service';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { metadataProblem } from '../metadata/metadata-value-validation';
import { validSuggestion } from '../questions/suggestion-validation';
import { recordFieldsOf } from './record-rows';
import { dialectOf } from '../db/database';
import { fieldTypesOf, reindexRecordMetadata, reindexRecordTexts } from './record-search-index';
import { vectorColumns } from '../db/vector-values';
import { loadRecordRelations } from './record-relations';
import { serializeRecord } from './record-serializer';
import { getRecordOrThrow } from './records-service';
import { vectorSettingsOfDataset } from '../datasets/dataset-child-rows';
import { schemaMetadataPropertiesOf } from '../datasets/dataset-schema';
import { appendHistory, HISTORY_ON, type HistoryLog } from '../history/history-log';
import {
  deletedRecordsEntries,
  deletedSuggestionsHistory,
  replacedSuggestionsHistory,
  rewrittenRecordsHistory,
  storedSuggestionsOf,
  type RecordChangeAuthor,
} from './record-history';
import type { HistoryChange } from '../history/history-log';

/** The update's suggestions, each checked against the fields the record will have (span suggestions need their text). */
async function validUpdateSuggestions(
  db: Kysely<Database>,
  record: RecordsTable,
  input: RecordUpdateParsed,
): Promise<SuggestionCreateParsed[]> {
  const suggestions: SuggestionCreateParsed[] = [];
  if (!input.suggestions) return suggestions;
  const questionIds = input.suggestions.map((s) => s.question_id);
  const duplicate = questionIds.find((id, i) => questionIds.indexOf(id) !== i);
  if (duplicate)
    throw new UnprocessableEntityError(`found duplicate suggestions for question id=${duplicate}`);
  const target = input.fields === undefined ? record : { ...record, fields: toJson(input.fields) };
  const fields = recordFieldsOf(target);
  for (const suggestion of input.suggestions)
    suggestions.push(await validSuggestion(db, { dataset_id: record.dataset_id, fields }, suggestion));
  return suggestions;
}

/** 422 unless every sent vector names a vector setting of the dataset and has its dimensions. */
function assertValidUpdateVectors(
  vectors: Record<string, number[]>,
  vectorSettings: readonly VectorsSettingsTable[],
  datasetId: string,
): void {
  for (const [name, value] of Object.entries(vectors)) {
    const settings = vectorSettings.find((v) => v.name === name);
    if (!settings)
      throw new UnprocessableEntityError(
        `vector with name=${name} does not exist for dataset_id=${datasetId}`,
      );
    if (value.length !== Number(settings.dimensions)) {
      throw new UnprocessableEntityError(
        `vector value for vector name=${name} must have ${settings.dimensions} elements, got ${value.length} elements`,
      );
    }
  }
}

/**
 * Replaces every suggestion of the record (inside the update's transaction); returns the history entries: a
 * question's new suggestion replaces its old one, an old one no new one replaces is deleted.
 */
async function replaceSuggestions(
  trx: Kysely<Database>,
  recordId: string,
  suggestions: readonly SuggestionCreateParsed[],
  author: RecordChangeAuthor,
): Promise<HistoryChange[]> {
  const stored = await storedSuggestionsOf(trx, [recordId]);
  await trx.deleteFrom('suggestions').where('record_id', '=', recordId).execute();
  const written: SuggestionsTable[] = [];
  for (const s of suggestions) {
    const now = nowTimestamp();
    const row: SuggestionsTable = {
      id: newId(),
      record_id: recordId,
      question_id: s.question_id,
      value: toJson(s.value),
      score: s.score === null ? null : toJson(s.score),
      agent: s.agent,
      type: s.type,
      inserted_at: now,
      updated_at: now,
    };
    await trx.insertInto('suggestions').values(row).execute();
    written.push(row);
  }
  const kept = new Set(written.map((s) => s.question_id));
  return [
    ...replacedSuggestionsHistory(author, written, stored),
    ...deletedSuggestionsHistory(
      author,
      stored.filter((s) => !kept.has(s.question_id)),
    ),
  ];
}

/** Replaces the record's vector of each sent setting (inside the update's transaction). */
async function replaceVectors(
  trx: Kysely<Database>,
  recordId: string,
  vectors: Record<string, number[]>,
  vectorSettings: readonly VectorsSettingsTable[],
): Promise<void> {
  for (const [name, value] of Object.entries(vectors)) {
    const settingsId = (vectorSettings.find((v) => v.name === name) as { id: string }).id;
    await trx
      .deleteFrom('vectors')
      .where('record_id', '=', recordId)
      .where('vector_settings_id', '=', settingsId)
      .execute();
    const now = nowTimestamp();
    await trx
      .insertInto('vectors')
      .values({
        id: newId(),
        record_id: recordId,
        vector_settings_id: settingsId,
        ...vectorColumns(dialectOf(trx), value),
        inserted_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/**
 * `PATCH /records/{id}` (contract §13.6): write access. `metadata` replaces the whole object
 * (validated), `suggestions` replace all suggestions, `vectors` are upserted per setting, `fields`
 * replace the stored fields without validation. Returns the record with every relationship.
 */
export async function updateRecord(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
  input: RecordUpdateParsed,
  history: HistoryLog = HISTORY_ON,
): Promise<WireRecord> {
  const record = await getRecordOrThrow(db, recordId);
  const dataset = await getDatasetOrThrow(db, record.dataset_id);
  await assertCanWrite(db, actor, dataset.workspace_id);

  if (input.metadata) {
    const problem = metadataProblem(input.metadata, await schemaMetadataPropertiesOf(db, dataset.id), {
      id: dataset.id,
      allowExtraMetadata: fromBooleanColumn(dataset.allow_extra_metadata),
    });
    if (problem) throw new UnprocessableEntityError(`metadata is not valid: ${problem}`);
  }
  const suggestions = await validUpdateSuggestions(db, record, input);
  const vectorSettings = input.vectors ? await vectorSettingsOfDataset(db, dataset.id) : [];
  assertValidUpdateVectors(input.vectors ?? {}, vectorSettings, dataset.id);

  await db.transaction().execute(async (trx) => {
    const changes: Partial<RecordsTable> = { updated_at: nowTimestamp() };
    if (input.metadata !== undefined)
      changes.metadata = input.metadata === null ? null : toJson(input.metadata);
    if (input.fields !== undefined) changes.fields = toJson(input.fields);
    const before = await getRecordOrThrow(trx, recordId);
    await trx.updateTable('records').set(changes).where('id', '=', recordId).execute();
    const changed = { ...before, ...changes };
    if (input.metadata !== undefined) await reindexRecordMetadata(trx, [changed]);
    if (input.fields !== undefined)
      await reindexRecordTexts(trx, [changed], await fieldTypesOf(trx, dataset.id));
    const author: RecordChangeAuthor = { userId: actor.id, datasetId: dataset.id };
    const entries =
      input.metadata !== undefined || input.fields !== undefined
        ? rewrittenRecordsHistory(author, [{ before, after: changed }])
        : [];
    if (input.suggestions) entries.push(...(await replaceSuggestions(trx, recordId, suggestions, author)));
    await replaceVectors(trx, recordId, input.vectors ?? {}, vectorSettings);
    await appendHistory(trx, history, entries);
  });

  const updated = await getRecordOrThrow(db, recordId);
  const relations = await loadRecordRelations(db, [recordId], {
    responses: true,
    suggestions: true,
    vectors: true,
  });
  return serializeRecord(updated, relations.get(recordId));
}

/** `DELETE /datasets/{id}/records?ids=`: write access; ids of other datasets are ignored. */
export async function deleteDatasetRecords(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  ids: string[],
  history: HistoryLog = HISTORY_ON,
): Promise<void> {
  await getWritableDataset(db, actor, datasetId);
  await db.transaction().execute(async (trx) => {
    if (history.enabled)
      await appendHistory(
        trx,
        history,
        await deletedRecordsEntries(trx, { userId: actor.id, datasetId }, ids),
      );
    await trx.deleteFrom('records').where('dataset_id', '=', datasetId).where('id', 'in', ids).execute();
  });
}
