import type { JobStatus } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { insertNewRow, type NewRow } from '../db/insert-new-row';
import { fromJsonRequired, toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type { Database, JobsTable, JobType } from '../db/schema';

/**
 * The `jobs` table's row layer: its SQL and the encoding and decoding of a job's `payload` column, done here and
 * nowhere else. A status changes only from a status that has not ended, in the same statement.
 */

/** A job's stored request (secrets left out); `T` is what its type's handler queued. */
export function jobPayloadOf<T>(job: Pick<JobsTable, 'payload'>): T {
  return fromJsonRequired<T>(job.payload);
}

/** Inserts a job with its payload as a value and returns it as stored. */
export function insertJobRow(
  db: Kysely<Database>,
  job: Omit<NewRow<'jobs'>, 'payload'> & { payload: unknown },
): Promise<JobsTable> {
  return insertNewRow(db, 'jobs', { ...job, payload: toJson(job.payload) });
}

/** A job by id, if any. */
export async function findJob(db: Kysely<Database>, id: string): Promise<JobsTable | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a job to `started` (from `queued`, or again after an interruption); false if it already ended. */
export async function markJobStarted(db: Kysely<Database>, id: string): Promise<boolean> {
  const now = nowTimestamp();
  const result = await db
    .updateTable('jobs')
    .set({ status: 'started', started_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'started'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a job that has not ended yet (`canceled`: its object was deleted meanwhile). */
export async function markJobEnded(
  db: Kysely<Database>,
  id: string,
  status: 'finished' | 'failed' | 'canceled',
  error: string | null = null,
): Promise<void> {
  const now = nowTimestamp();
  await db
    .updateTable('jobs')
    .set({ status, error, finished_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'started'])
    .execute();
}

/** Puts an interrupted job back in the queue (it resumes from its progress). */
export async function requeueJob(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', updated_at: nowTimestamp() })
    .where('id', '=', id)
    .where('status', '=', 'started')
    .execute();
}

/** Jobs that have not ended, oldest first. */
export async function unfinishedJobs(db: Kysely<Database>): Promise<JobsTable[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('status', 'in', ['queued', 'started'])
    .orderBy('inserted_at')
    .orderBy('id')
    .execute();
}

/** The oldest queued job, if any. */
export async function nextQueuedJob(db: Kysely<Database>): Promise<JobsTable | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'queued')
    .orderBy('inserted_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The status of the latest job of a type queued with exactly this payload, if any. */
export async function latestJobStatusWithPayload(
  db: Kysely<Database>,
  type: JobType,
  payload: unknown,
): Promise<JobStatus | undefined> {
  const latest = await db
    .selectFrom('jobs')
    .select('status')
    .where('type', '=', type)
    .where('payload', '=', toJson(payload))
    .orderBy('inserted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.status;
}

/** Stores how far a job got (`progress`) and, when given, how far it goes (`total`). */
export async function updateJobProgress(
  db: Kysely<Database>,
  id: string,
  progress: number,
  total?: number,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ progress, ...(total === undefined ? {} : { total }), updated_at: nowTimestamp() })
    .where('id', '=', id)
    .execute();
}
