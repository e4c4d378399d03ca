import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config/server-config';
import type { Database, JobsTable, JobType } from '../db/schema';
import { findJob, markJobEnded, markJobStarted } from './job-rows';
import { isTerminal } from './jobs-service';

/** What a job's work receives. */
export interface JobContext {
  db: Kysely<Database>;
  config: ServerConfig;
  job: JobsTable;
  /** The job's secret (an export's hub token), held in memory only. */
  secret: string | undefined;
  /** Aborted when the server shuts down: the work stops between batches and the job resumes later. */
  signal: AbortSignal;
}

/** The work of one job type; throws to fail the job (the message becomes its reason). */
export type JobHandler = (context: JobContext) => Promise<void>;

/** Thrown by a handler that stopped because the server is shutting down: the job stays `started`. */
export class JobInterruptedError extends Error {
  constructor() {
    super('The server is shutting down');
  }
}

/** A failure whose message is safe and clear enough to store as the job's reason. */
export class JobFailure extends Error {}

/**
 * The job's work has no object any more (its document or dataset was deleted meanwhile): the job ends
 * `canceled`, its message stored as the reason, and nothing is reported as a failure.
 */
export class JobCanceled extends JobFailure {}

/** Runs one job: marks it started, runs its handler, records how it ended. */
export interface JobRunner {
  run(jobId: string, secret: string | undefined, signal: AbortSignal): Promise<void>;
}

/** Why a job failed, as stored and logged: a `JobFailure`'s message, else a generic text with the error's. */
export function failureReason(error: unknown): string {
  if (error instanceof JobFailure) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `Unexpected error: ${message}`;
}

/**
 * The job runner over the database: the row is the truth for `GET /jobs/{id}`. An ended job is never run again;
 * a `started` one (delivered again after its process died) is resumed by its handler.
 */
export function createJobRunner(options: {
  db: Kysely<Database>;
  config: ServerConfig;
  handlers: Record<JobType, JobHandler>;
  /** Where a failed job's one-line reason goes (default: `console.warn`). */
  report?: (line: string) => void;
  /** Where a job's start and end are noted (default: `console.log`). */
  log?: (line: string) => void;
}): JobRunner {
  const {
    db,
    config,
    handlers,
    report = (line: string) => console.warn(line),
    log = (line: string) => console.log(line),
  } = options;
  return {
    async run(jobId, secret, signal) {
      const job = await findJob(db, jobId);
      if (!job || isTerminal(job.status)) return;
      if (!(await markJobStarted(db, jobId))) return;
      log(
        `Job ${jobId} (${job.type}) started in process ${process.pid}${job.progress > 0 ? `, resuming after ${job.progress} rows` : ''}`,
      );
      try {
        await handlers[job.type]({ db, config, job: { ...job, status: 'started' }, secret, signal });
        await markJobEnded(db, jobId, 'finished');
        log(`Job ${jobId} (${job.type}) finished`);
      } catch (error) {
        if (error instanceof JobInterruptedError) {
          log(`Job ${jobId} (${job.type}) interrupted by shutdown; it resumes later`);
          return;
        }
        if (error instanceof JobCanceled) {
          await markJobEnded(db, jobId, 'canceled', error.message).catch(() => undefined);
          log(`Job ${jobId} (${job.type}) canceled: ${error.message}`);
          return;
        }
        const reason = failureReason(error);
        await markJobEnded(db, jobId, 'failed', reason).catch(() => undefined);
        report(`Job ${jobId} (${job.type}) failed: ${reason}`);
      }
    },
  };
}
