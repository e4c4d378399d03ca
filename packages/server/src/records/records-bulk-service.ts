import type { RecordsBulkCreateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { WireRecord } from '@marginalia/core';
import type { Database } from '../db/schema';
import { getWritableDataset } from '../datasets/datasets-service';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { insertNewRecords } from './new-record-rows';
import { storedRecordsByKey } from './stored-records-by-key';
import { writtenRecordsAnswer } from './written-records';
import { loadDatasetSchema } from '../datasets/dataset-schema';
import { recordRows } from './new-record-rows';
import { recordProblem, withStoredAnswers } from './record-validation';
import { noteDatasetActivity, settleBulkAnswers } from '../datasets/record-status';
import type { ObjectStore } from '../storage/object-store';
import { assertValidTableResponses } from '../table-answer-checks/table-answer-validation';
import { HISTORY_ON } from '../history/history-log';
import { PhaseTimings } from '../http/server-timing';
import type { BulkWriteContext } from './bulk-write-context';

/**
 * `POST /datasets/{id}/records/bulk` (contract §13.4): validates every record first, then inserts
 * all of them with their statuses, responses, suggestions and vectors in one transaction (all-or-nothing)
 * and returns them with every relationship.
 */
export async function createRecordsBulk(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: RecordsBulkCreateParsed,
  {
    storage,
    history = HISTORY_ON,
    timings = new PhaseTimings(),
    activity = new Map(),
  }: BulkWriteContext = {},
): Promise<WireRecord[]> {
  const { schema, items, rows } = await timings.measure('prepare', () =>
    validatedNewRecords(db, actor, datasetId, input, storage),
  );
  await timings.measure('write', async () => {
    await db.transaction().execute(async (trx) => {
      await insertNewRecords(trx, rows, schema, { log: history, author: { userId: actor.id, datasetId } });
      const answered = rows.filter((r) => r.responses.length > 0).map((r) => r.record.id);
      await settleBulkAnswers(trx, datasetId, schema.minSubmitted, { created: answered, matched: [] });
    });
    await noteDatasetActivity(db, activity, datasetId);
  });

  return timings.measure('answer', () =>
    writtenRecordsAnswer(
      db,
      schema.vectorSettings,
      rows.map((r, i) => ({
        row: r.record,
        created: { responses: r.responses, suggestions: r.suggestions },
        answered: false,
        sentVectors: (items[i] as (typeof items)[number]).vectors,
      })),
    ),
  );
}

/** The dataset's schema and the batch's rows, once no external id is taken and every record is valid. */
async function validatedNewRecords(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: RecordsBulkCreateParsed,
  storage: ObjectStore | undefined,
) {
  const dataset = await getWritableDataset(db, actor, datasetId);
  if (dataset.status !== 'ready')
    throw new UnprocessableEntityError('records cannot be created for a non published dataset');

  const externalIds = input.items.map((i) => i.external_id).filter((id): id is string => id !== null);
  const existing = await storedRecordsByKey(db, datasetId, 'external_id', externalIds);
  if (existing.length > 0) {
    throw new UnprocessableEntityError(
      `found records with same external ids: ${existing.map((r) => r.external_id).join(', ')}`,
    );
  }

  const schema = await loadDatasetSchema(db, dataset, input.items);
  const items = input.items.map((item) => withStoredAnswers(item, schema));
  items.forEach((item, position) => {
    const problem = recordProblem(item, schema);
    if (problem)
      throw new UnprocessableEntityError(`Record at position ${position} is not valid because ${problem}`);
  });
  await assertValidTableResponses(db, storage, dataset.id, items, schema.questions);
  return { schema, items, rows: items.map((item) => recordRows(item, schema)) };
}
