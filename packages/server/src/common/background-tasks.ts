import type { ErrorLogger } from '../errors/error-handler';

/**
 * Work the API answers before finishing, such as recomputing every record's status after a dataset's
 * distribution changes. Tasks with the same key never overlap: a task asked for while its key is busy
 * runs once more after the current run, so a burst of requests costs at most two runs. Failures are
 * logged, never thrown at a request.
 *
 * @example
 * tasks.run(`record-statuses:${datasetId}`, () => recomputeAll(db, datasetId));
 * await tasks.idle(); // tests and shutdown wait for pending work
 */
export class BackgroundTasks {
  private readonly running = new Map<string, Promise<void>>();
  private readonly rerun = new Map<string, () => Promise<void>>();

  constructor(private readonly logger: ErrorLogger) {}

  /** Starts `task` now, or after the running task of the same key. */
  run(key: string, task: () => Promise<void>): void {
    if (this.running.has(key)) {
      this.rerun.set(key, task);
      return;
    }
    const done = (async () => {
      let next: (() => Promise<void>) | undefined = task;
      while (next) {
        try {
          await next();
        } catch (error) {
          this.logger.error(`Background task ${key} failed`, error);
        }
        next = this.rerun.get(key);
        this.rerun.delete(key);
      }
    })();
    this.running.set(key, done);
    void done.finally(() => this.running.delete(key));
  }

  /** Resolves once no task is running or queued. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }
}
