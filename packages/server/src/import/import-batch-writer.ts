import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DatasetSchema } from '../datasets/dataset-schema';
import { recordRows } from '../records/new-record-rows';
import { recordProblem, withStoredAnswers } from '../records/record-validation';
import type { RecordCreateParsed as RecordCreateInput } from '@marginalia/core';
import { settleBulkAnswers, touchDatasetActivity } from '../datasets/record-status';
import { insertNewRecords } from '../records/new-record-rows';
import { HISTORY_ON } from '../history/history-log';

/** What a batch did: records written, and rows left out with the first reason. */
export interface BatchResult {
  written: number;
  skipped: number;
  firstProblem: string | null;
}

/**
 * Writes one batch of imported records the way `POST /records/bulk` does (the same validation, rows and search
 * index), in one transaction that also moves the job's progress to `progressAfter`: a job resumed after a crash
 * starts exactly after the last batch written. A row the dataset refuses (a duplicate external id, a value out of
 * a metadata range) is left out rather than failing the rows around it. The new records go to the history as
 * created by `userId`, the user who started the import.
 */
export async function writeImportBatch(
  db: Kysely<Database>,
  schema: DatasetSchema,
  jobId: string,
  items: { row: number; record: RecordCreateInput }[],
  progressAfter: number,
  userId: string | null = null,
): Promise<BatchResult> {
  const result: BatchResult = { written: 0, skipped: 0, firstProblem: null };
  const skip = (row: number, problem: string) => {
    result.skipped += 1;
    result.firstProblem ??= `row ${row}: ${problem}`;
  };
  const externalIds = items.map((i) => i.record.external_id).filter((id): id is string => id !== null);
  const taken = new Set(
    externalIds.length === 0
      ? []
      : (
          await db
            .selectFrom('records')
            .select('external_id')
            .where('dataset_id', '=', schema.dataset.id)
            .where('external_id', 'in', externalIds)
            .execute()
        ).map((r) => r.external_id),
  );
  const accepted: RecordCreateInput[] = [];
  for (const { row, record: sent } of items) {
    const record = withStoredAnswers(sent, schema);
    const problem = recordProblem(record, schema);
    if (problem) skip(row, problem);
    else if (record.external_id !== null && taken.has(record.external_id)) {
      skip(row, `external id \`${record.external_id}\` is already used by another record`);
    } else {
      if (record.external_id !== null) taken.add(record.external_id);
      accepted.push(record);
    }
  }
  const rows = accepted.map((record) => recordRows(record, schema));
  await db.transaction().execute(async (trx) => {
    await insertNewRecords(trx, rows, schema, {
      log: HISTORY_ON,
      author: { userId, datasetId: schema.dataset.id },
    });
    const answered = rows.filter((r) => r.responses.length > 0).map((r) => r.record.id);
    await settleBulkAnswers(trx, schema.dataset.id, schema.minSubmitted, { created: answered, matched: [] });
    if (rows.length > 0) await touchDatasetActivity(trx, schema.dataset.id);
    await trx.updateTable('jobs').set({ progress: progressAfter }).where('id', '=', jobId).execute();
  });
  result.written = rows.length;
  return result;
}
