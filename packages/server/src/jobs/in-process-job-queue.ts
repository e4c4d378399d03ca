import type { Kysely } from 'kysely';
import type { BackgroundTasks } from '../common/background-tasks';
import type { Database } from '../db/schema';
import type { JobRunner } from './job-runner';
import { EXPORT_INTERRUPTED, type JobQueue } from './job-queue';
import { markJobEnded, nextQueuedJob, requeueJob, unfinishedJobs } from './job-rows';

/**
 * Jobs run one after the other in this process, through its background tasks (so shutdown and tests can wait for
 * them). Queued jobs are read from the database, so work queued by a process that stopped is picked up at start.
 * One process per database runs jobs this way; several processes share work through BullMQ instead.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly secrets = new Map<string, string>();
  private readonly abort = new AbortController();
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly runner: JobRunner,
    private readonly tasks: BackgroundTasks,
  ) {}

  async enqueue(job: { id: string }, secret?: string): Promise<void> {
    if (secret !== undefined) this.secrets.set(job.id, secret);
    this.drain();
  }

  /**
   * A job `started` by a process that is gone resumes when it is an import (it continues from its progress);
   * an export fails with a reason, since its token only ever lived in that process's memory.
   */
  async start(): Promise<void> {
    for (const job of await unfinishedJobs(this.db)) {
      if (job.type === 'export') await markJobEnded(this.db, job.id, 'failed', EXPORT_INTERRUPTED);
      else await requeueJob(this.db, job.id);
    }
    this.drain();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.abort.abort();
    await this.tasks.idle();
  }

  private drain(): void {
    if (this.closed) return;
    this.tasks.run('jobs', async () => {
      for (let job = await nextQueuedJob(this.db); job && !this.closed; job = await nextQueuedJob(this.db)) {
        const secret = this.secrets.get(job.id);
        this.secrets.delete(job.id);
        await this.runner.run(job.id, secret, this.abort.signal);
      }
    });
  }
}
