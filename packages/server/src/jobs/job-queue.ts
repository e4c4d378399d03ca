import type { JobsTable } from '../db/schema';

/**
 * Where jobs wait and which process runs them: in this process by default, or on BullMQ over Redis so several
 * server processes share the work. Either way the job's row in the database holds its status.
 */
export interface JobQueue {
  /** Queues a job already inserted as `queued`; `secret` (an export's token) is kept out of the database. */
  enqueue(job: Pick<JobsTable, 'id' | 'type'>, secret?: string): Promise<void>;
  /** Deals with jobs a stopped process left behind, then starts taking work. */
  start(): Promise<void>;
  /** Stops taking work; a running job is interrupted between two batches and resumes on a later start. */
  close(): Promise<void>;
}

/** The reason an export gets when its process stopped before it ended: its token was never stored. */
export const EXPORT_INTERRUPTED =
  'The server stopped while this export was running. Its hub token is never stored, so it cannot resume: start the export again.';
