import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ErrorLogger } from '../errors/error-handler';
import type { JobRunner } from './job-runner';
import { EXPORT_INTERRUPTED, type JobQueue } from './job-queue';
import { openJobSecret, sealJobSecret } from './job-secrets';
import { findJob, markJobEnded, unfinishedJobs } from './job-rows';

/** What a queued BullMQ job carries: the job's id and, for an export, its sealed token. */
interface QueuedJobData {
  jobId: string;
  sealedSecret?: string;
}

/** Options of the shared queue. */
export interface BullMqJobQueueOptions {
  redisUrl: string;
  /** Name of the queue (server processes sharing one name share the work). */
  queueName: string;
  /** Key that seals export tokens in the queue (the server's signing key, the same on every process). */
  secretKey: string;
  /** How long a worker's lock on a job lasts before another process may take the job over (ms). */
  lockDurationMs?: number;
  logger: ErrorLogger;
}

const SECRET_UNREADABLE =
  'The export token could not be read by this server process: every process sharing the job queue needs the same MARGINALIA_AUTH_SECRET_KEY.';

/**
 * Jobs on BullMQ over Redis: every server process runs a worker, so they share the work. A worker that dies
 * loses its lock; after `lockDurationMs` another process's stall check puts the job back and it runs again: an
 * import resumes from its progress, an export starts over (its sealed token is still in the queue). Ended jobs
 * are removed from Redis, token included.
 */
export class BullMqJobQueue implements JobQueue {
  private readonly connection: Redis;
  private readonly queue: Queue<QueuedJobData>;
  private worker: Worker<QueuedJobData> | undefined;
  private readonly abort = new AbortController();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly runner: JobRunner,
    private readonly options: BullMqJobQueueOptions,
  ) {
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    // Without a listener a lost Redis connection would end the process; ioredis reconnects by itself.
    this.connection.on('error', (error: Error) => options.logger.error(`Redis: ${error.message}`, error));
    this.queue = new Queue<QueuedJobData>(options.queueName, { connection: this.connection });
  }

  async enqueue(job: { id: string }, secret?: string): Promise<void> {
    const data: QueuedJobData = { jobId: job.id };
    if (secret !== undefined) data.sealedSecret = sealJobSecret(secret, this.options.secretKey);
    await this.add(data);
  }

  private async add(data: QueuedJobData): Promise<void> {
    // A job may be queued again after an interruption while its previous entry is still active: unique entry ids.
    const entryId = `${data.jobId}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await this.queue.add('job', data, { jobId: entryId, removeOnComplete: true, removeOnFail: true });
  }

  /** Ids of the jobs that have an entry waiting or running in Redis. */
  private async queuedJobIds(): Promise<Set<string>> {
    const entries = await this.queue.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
    return new Set(entries.filter(Boolean).map((entry) => entry.data.jobId));
  }

  /**
   * Rows left unfinished with no job in Redis (Redis was emptied, or the job was dropped after too many stalls)
   * are queued again when they are imports and failed when they are exports (no token left to run them).
   */
  async start(): Promise<void> {
    const queued = await this.queuedJobIds();
    for (const job of await unfinishedJobs(this.db)) {
      if (queued.has(job.id)) continue;
      if (job.type === 'export') await markJobEnded(this.db, job.id, 'failed', EXPORT_INTERRUPTED);
      else await this.enqueue(job);
    }
    const lockDuration = this.options.lockDurationMs ?? 30_000;
    this.worker = new Worker<QueuedJobData>(
      this.options.queueName,
      async (queued) => {
        const { jobId, sealedSecret } = queued.data;
        const secret =
          sealedSecret === undefined ? undefined : openJobSecret(sealedSecret, this.options.secretKey);
        if (secret === null) {
          await markJobEnded(this.db, jobId, 'failed', SECRET_UNREADABLE);
          return;
        }
        await this.runner.run(jobId, secret, this.abort.signal);
        // Interrupted by this process's shutdown: hand the job to a process that is still running.
        if (this.abort.signal.aborted && (await findJob(this.db, jobId))?.status === 'started') {
          await this.add(queued.data);
        }
      },
      {
        connection: this.connection,
        concurrency: 1,
        lockDuration,
        stalledInterval: lockDuration,
        maxStalledCount: 3,
      },
    );
    this.worker.on('error', (error) => this.options.logger.error(`Job worker: ${error.message}`, error));
    // Ready means connected and taking work, so a server that says it started shares the queue from then on.
    await this.worker.waitUntilReady();
    // BullMQ gives up on a job that stalled too often: its row must not stay `started` for ever.
    this.worker.on('failed', (queued, error) => {
      if (queued)
        void markJobEnded(this.db, queued.data.jobId, 'failed', `The job stopped: ${error.message}`);
    });
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
  }
}
