import type { Kysely } from 'kysely';
import type { JobStatus, WireJob } from '@marginalia/core';
import type { Database, JobsTable, JobType } from '../db/schema';
import { NotFoundError } from '../errors/api-errors';
import { findJob, insertJobRow } from './job-rows';

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
  return insertJobRow(db, {
    type: input.type,
    status: 'queued',
    dataset_id: input.datasetId,
    user_id: input.userId,
    payload: input.payload,
    progress: 0,
    total: input.total ?? null,
    error: null,
    started_at: null,
    finished_at: null,
  });
}

/** Loads a job or throws 404 ``Job with id `…` not found``. */
export async function getJobOrThrow(db: Kysely<Database>, id: string): Promise<JobsTable> {
  const job = await findJob(db, id);
  if (!job) throw NotFoundError.byId('Job', id);
  return job;
}
