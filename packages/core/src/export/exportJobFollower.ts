import type { ApiClient } from '../api/createApiClient';
import type { Timers } from '../environment/Timers';
import { JobObserver } from '../jobs/JobObserver';
import type { StoredExportJob } from './exportJobStorage';

/** Follows one export job at a time. */
export interface ExportJobFollower {
  /** Polls `job` until it ends (a job followed before is dropped). */
  follow(job: StoredExportJob): void;
  /** Stops polling. */
  stop(): void;
}

/**
 * Polls an export job through a {@link JobObserver} and calls `onEnd` once when it stops running, with whether
 * it finished (a status that cannot be read counts as failed).
 */
export function createExportJobFollower(
  client: Pick<ApiClient, 'getJob'>,
  timers: Timers,
  intervalMs: number | undefined,
  onEnd: (job: StoredExportJob, exported: boolean) => void,
): ExportJobFollower {
  let stopPolling: (() => void) | null = null;
  const stop = () => {
    stopPolling?.();
    stopPolling = null;
  };
  return {
    follow: (job) => {
      stop();
      const observer = new JobObserver(client, { jobId: job.jobId, intervalMs }, timers);
      stopPolling = observer.subscribe((result) => {
        if (result.running) return;
        stop();
        onEnd(job, result.status === 'finished');
      });
    },
    stop,
  };
}
