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
