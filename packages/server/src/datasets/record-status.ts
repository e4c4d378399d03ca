import type { Kysely } from 'kysely';
import { nowTimestamp } from '../common/time';
import type { BackgroundTasks } from '../common/background-tasks';
import { dialectOf } from '../db/database';
import type { Database } from '../db/schema';
import type { DisagreementQuestion } from '../record-answers/disagreement';
import { refreshRecordAnswers } from '../record-answers/refresh-record-answers';
import { distributionOfDataset, updateDatasetLastActivity } from './dataset-rows';
import { lockRecordsForStatus, recordIdsAfter, updateRecordStatuses } from './record-status-rows';

/** Locks records on PostgreSQL, then sets their statuses from their submitted responses (`updateRecordStatuses`). */
async function recountRecordStatuses(
  db: Kysely<Database>,
  datasetId: string,
  minSubmitted: number,
  recordIds?: readonly string[],
): Promise<void> {
  if (recordIds && dialectOf(db) === 'postgres') {
    // Two answers to one record committed at once would each count only their own (read committed) and leave it
    // pending with two submitted responses. Locking the records first (in id order, so two writers never wait
    // on each other) makes the second wait for the first to commit; its count then sees both. `no key update`, as
    // the status update itself takes: the key-share locks of the responses' foreign keys do not block it.
    await lockRecordsForStatus(db, recordIds);
  }
  await updateRecordStatuses(db, datasetId, minSubmitted, recordIds);
}

/**
 * Recomputes what records' responses decide, after a change to them: their statuses (contract §16), `completed`
 * when the record has at least `minSubmitted` submitted responses (any users), otherwise `pending` (one UPDATE,
 * evaluated in SQL; without `recordIds` every record of the dataset), and the answer digests of `recordIds`
 * (`record-answers/`: what agreement and the review queue's order read), with `questions` when the caller read
 * them already.
 */
export async function recomputeRecordStatuses(
  db: Kysely<Database>,
  datasetId: string,
  minSubmitted: number,
  recordIds?: readonly string[],
  questions?: readonly DisagreementQuestion[],
): Promise<void> {
  if (recordIds && recordIds.length === 0) return;
  await recountRecordStatuses(db, datasetId, minSubmitted, recordIds);
  if (recordIds) await refreshRecordAnswers(db, datasetId, recordIds, questions);
}

/**
 * What a bulk write's answers decide: the statuses of the `matched` records it answered, recounted in SQL as
 * `recomputeRecordStatuses` does, and the answer digests of those and of the answered records it `created`. A
 * created record was inserted with its status (`newRecordStatus`) and nobody else can answer it before the write
 * commits, so it is neither locked nor updated: on the SDK's batches with responses, that update rewrote every
 * record of the batch in every index of `records` (13–20 ms of PostgreSQL's time a batch of 256, issue #27).
 */
export async function settleBulkAnswers(
  db: Kysely<Database>,
  datasetId: string,
  minSubmitted: number,
  { created, matched }: { created: readonly string[]; matched: readonly string[] },
): Promise<void> {
  if (matched.length > 0) await recountRecordStatuses(db, datasetId, minSubmitted, matched);
  const answered = [...created, ...matched];
  if (answered.length > 0) await refreshRecordAnswers(db, datasetId, answered);
}

/** How long one process lets a dataset's `last_activity_at` stand before annotation moves it again. */
export const ACTIVITY_RESOLUTION_MS = 1000;

/** When this process last marked each dataset's annotation activity, by dataset id (one per app context). */
export type DatasetActivity = Map<string, number>;

/**
 * Marks annotation activity on a dataset, after the response's own transaction and at most once per
 * second per dataset and process: every response writing the same dataset row would serialize all
 * annotators' commits on that row's lock. `noted` (the app context's `datasetActivity`) holds when this process
 * last marked each dataset.
 */
export async function noteDatasetActivity(
  db: Kysely<Database>,
  noted: DatasetActivity,
  datasetId: string,
  now: number = Date.now(),
): Promise<void> {
  if (now - (noted.get(datasetId) ?? Number.NEGATIVE_INFINITY) < ACTIVITY_RESOLUTION_MS) return;
  noted.set(datasetId, now);
  if (noted.size > 10_000) noted.clear();
  await touchDatasetActivity(db, datasetId);
}

/** Marks activity on a dataset (responses and records change its `last_activity_at`). */
export async function touchDatasetActivity(db: Kysely<Database>, datasetId: string): Promise<void> {
  await updateDatasetLastActivity(db, datasetId, nowTimestamp());
}

/** Records recomputed per statement by the background recompute, so writers are never blocked long. */
const RECOMPUTE_BATCH = 2000;

/**
 * Recomputes every record of a dataset against its current `min_submitted`, in batches by id (each
 * batch one short write), the background job that follows a dataset PATCH (contract §8, §16).
 */
export async function recomputeAllRecordStatuses(db: Kysely<Database>, datasetId: string): Promise<void> {
  let after = '';
  for (;;) {
    const distribution = await distributionOfDataset(db, datasetId);
    if (!distribution) return;
    const { min_submitted: minSubmitted } = distribution;
    const page = await recordIdsAfter(db, datasetId, after, RECOMPUTE_BATCH);
    if (page.length === 0) return;
    await recomputeRecordStatuses(db, datasetId, minSubmitted, page);
    after = page[page.length - 1] as string;
  }
}

/** Schedules the background recompute of a dataset's record statuses (coalesced per dataset). */
export function scheduleRecordStatusRecompute(
  tasks: BackgroundTasks,
  db: Kysely<Database>,
  datasetId: string,
): void {
  tasks.run(`record-statuses:${datasetId}`, () => recomputeAllRecordStatuses(db, datasetId));
}
