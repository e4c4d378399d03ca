import type { Kysely } from 'kysely';
import type { JobStatus, WireJob } from '@marginalia/core';
import { insertNewRow } from '../db/insert-new-row';
import { toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type { Database, JobsTable, JobType } from '../db/schema';
import { NotFoundError } from '../errors/api-errors';

/** Statuses after which a job never changes again. */
export const TERMINAL_JOB_STATUSES: readonly JobStatus[] = ['finished', 'failed', 'stopped', 'canceled'];

export function isTerminal(status: JobStatus): boolean {
  return TERMINAL_JOB_STATUSES.includes(status);
}

/** The contract's job body: `{ id, status }`. */
export function serializeJob(job: Pick<JobsTable, 'id' | 'status'>): WireJob {
  return { id: job.id, status: job.status };
}

/** Inserts a queued job. `payload` must hold no secret: it is stored as is. */
export async function insertJob(
  db: Kysely<Database>,
  input: { type: JobType; datasetId: string | null; userId: string; payload: unknown; total?: number | null },
): Promise<JobsTable> {
  return insertNewRow(db, 'jobs', {
    type: input.type,
    status: 'queued',
    dataset_id: input.datasetId,
    user_id: input.userId,
    payload: toJson(input.payload),
    progress: 0,
    total: input.total ?? null,
    error: null,
    started_at: null,
    finished_at: null,
  });
}

export async function findJob(db: Kysely<Database>, id: string): Promise<JobsTable | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Loads a job or throws 404 ``Job with id `…` not found``. */
export async function getJobOrThrow(db: Kysely<Database>, id: string): Promise<JobsTable> {
  const job = await findJob(db, id);
  if (!job) throw NotFoundError.byId('Job', id);
  return job;
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
