import type { ApiClient } from '../api/createApiClient';
import type { JobStatus } from '../api/wire/enums';
import { hostTimers, type Timers } from '../environment/Timers';
import { Observer } from '../observer/Observer';
import { isJobRunning } from './jobStatus';

/** Export polling (spec 2 §9): every 3000 ms. */
export const JOB_POLL_INTERVAL_MS = 3000;

/** What a job read answers: at least its status (a pre-annotation job also has its counts). */
export interface ReadJob {
  status: JobStatus;
}

/** Options of {@link JobObserver}. */
export interface JobObserverOptions<TJob extends ReadJob = ReadJob> {
  jobId: string;
  intervalMs?: number;
  /** How the job is read (default: `GET /jobs/{id}` through the client). */
  read?: (jobId: string) => Promise<TJob>;
}

/** A job as its observer sees it. */
export interface JobResult<TJob extends ReadJob = ReadJob> {
  jobId: string;
  /** The last job read; null until the first answer and after a failed read. */
  job: TJob | null;
  /** null until the first answer. */
  status: JobStatus | null;
  running: boolean;
  /** Reads answered so far: every read publishes, even one that finds the status unchanged. */
  reads: number;
  /** Why the last read failed (its status then counts as `failed`), else null. */
  error: unknown;
}

/**
 * Follows a background job (`GET /jobs/{id}`) while it has listeners: read at once, then every `intervalMs`
 * until the job stops running. A failed read counts as `failed` (spec 2 §7), its error kept in `error`; it never
 * throws. Every read publishes (`reads` counts them), so a follower can act on each one.
 *
 * @example
 * const job = new JobObserver(client, { jobId });
 * const stop = job.subscribe(({ status, running }) => { if (!running) stop(); });
 */
export class JobObserver<TJob extends ReadJob = ReadJob> extends Observer<JobResult<TJob>> {
  readonly #read: (jobId: string) => Promise<TJob>;
  readonly #timers: Timers;
  readonly #intervalMs: number;
  #interval: unknown = null;

  constructor(
    client: Pick<ApiClient, 'getJob'>,
    { jobId, intervalMs = JOB_POLL_INTERVAL_MS, read }: JobObserverOptions<TJob>,
    timers: Timers = hostTimers,
  ) {
    super({ jobId, job: null, status: null, running: true, reads: 0, error: null });
    this.#read = read ?? ((id) => client.getJob(id) as Promise<ReadJob> as Promise<TJob>);
    this.#intervalMs = intervalMs;
    this.#timers = timers;
  }

  /** Reads the status now. */
  async refresh(): Promise<void> {
    const { jobId } = this.getCurrentResult();
    let status: JobStatus;
    let job: TJob | null = null;
    let error: unknown = null;
    try {
      job = await this.#read(jobId);
      status = job.status;
    } catch (failure) {
      status = 'failed';
      error = failure;
    }
    const { running: wasRunning, reads } = this.getCurrentResult();
    if (!wasRunning) return;
    const running = isJobRunning(status);
    this.setResult({ job, status, running, reads: reads + 1, error });
    if (!running) this.#stop();
  }

  protected override onSubscribe(): void {
    if (!this.getCurrentResult().running) return;
    void this.refresh();
    this.#interval = this.#timers.setInterval(() => void this.refresh(), this.#intervalMs);
  }

  protected override onUnsubscribe(): void {
    this.#stop();
  }

  #stop(): void {
    if (this.#interval !== null) this.#timers.clearInterval(this.#interval);
    this.#interval = null;
  }
}
