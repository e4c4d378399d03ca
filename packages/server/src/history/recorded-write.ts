import type { HistoryEntity } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appendHistory, historyJson, type HistoryChange, type HistoryLog } from './history-log';

/**
 * A write of one entity and its history entry in one transaction: the settings of a dataset (the dataset, its
 * fields, questions, metadata properties, vector settings), where each request changes one row.
 *
 * @example
 * return recordedWrite(db, history, (trx) => insertField(trx, values), (field) =>
 *   settingsChange({ userId: actor.id, datasetId }, 'field', field.id, null, serializeField(field)));
 */
export function recordedWrite<R>(
  db: Kysely<Database>,
  log: HistoryLog,
  write: (trx: Kysely<Database>) => Promise<R>,
  entry: (result: R) => HistoryChange,
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await appendHistory(trx, log, [entry(result)]);
    return result;
  });
}

/** The entry of a settings change: `before` null on create, `after` null on delete (their wire shapes). */
export function settingsChange(
  author: { userId: string; datasetId: string },
  entity: HistoryEntity,
  entityId: string,
  before: unknown,
  after: unknown,
): HistoryChange {
  return {
    userId: author.userId,
    datasetId: author.datasetId,
    recordId: null,
    entity,
    entityId,
    action: before === null ? 'create' : after === null ? 'delete' : 'update',
    before: historyJson(before),
    after: historyJson(after),
  };
}
