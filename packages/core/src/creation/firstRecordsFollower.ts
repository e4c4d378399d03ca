import type { ApiClient } from '../api/createApiClient';
import type { JobStatus } from '../api/wire/enums';
import type { Timers } from '../environment/Timers';
import { JobObserver, type JobResult } from '../jobs/JobObserver';

/** Creation polling (spec 2 §9): up to 10 reads, 3000 ms apart, until 10 records exist. */
export const CREATION_POLL_TRIES = 10;
export const CREATION_POLL_INTERVAL_MS = 3000;
export const CREATION_MIN_RECORDS = 10;

/** The import job ended without finishing (the hub failed to send the data, say): its status, e.g. `failed`. */
export class ImportEndedError extends Error {
  readonly status: JobStatus;

  constructor(status: JobStatus) {
    super(`The import ended ${status}`);
    this.name = 'ImportEndedError';
    this.status = status;
  }
}

/** What the follower reads. */
export type FirstRecordsClient = Pick<ApiClient, 'getJob' | 'getDatasetProgress'>;

/** Options of {@link createFirstRecordsFollower}. */
export interface FirstRecordsFollowerOptions {
  /** Timers the job is followed with (the host's by default); injected so tests drive time. */
  timers?: Timers;
  intervalMs?: number;
}

/** Waits for the first records of new datasets, until disposed. */
export interface FirstRecordsFollower {
  /**
   * Resolves once 10 records exist, the import finished or 10 reads have passed; rejects when the import ended
   * otherwise ({@link ImportEndedError}) or a read failed. Once the follower is disposed it never settles.
   */
  follow(datasetId: string, jobId: string): Promise<void>;
  /** Stops every wait (no timer is left) and refuses later ones. */
  dispose(): void;
}

/** What a job read leads to, once the progress is read too (in the order of spec 2 §9): wait on, or done. */
async function decide(
  client: FirstRecordsClient,
  datasetId: string,
  { status, running, reads, error }: JobResult,
): Promise<'wait' | 'done'> {
  const progress = await client.getDatasetProgress(datasetId, { cache: 'bypass' });
  if (progress.total >= CREATION_MIN_RECORDS) return 'done';
  if (error !== null) throw error;
  if (status === 'finished') return 'done';
  if (!running && status !== null) throw new ImportEndedError(status);
  return reads >= CREATION_POLL_TRIES ? 'done' : 'wait';
}

/**
 * Follows an import job through a {@link JobObserver} (read at once, then every 3000 ms) and, after each read,
 * the dataset's progress, until its first 10 records exist (spec 2 §9). Only the latest read is acted on while
 * the progress of an earlier one is being read.
 *
 * @example
 * const follower = createFirstRecordsFollower(sdk.client);
 * await follower.follow(dataset.id, job.id);
 * follower.dispose();
 */
export function createFirstRecordsFollower(
  client: FirstRecordsClient,
  { timers, intervalMs = CREATION_POLL_INTERVAL_MS }: FirstRecordsFollowerOptions = {},
): FirstRecordsFollower {
  const stops = new Set<() => void>();
  let disposed = false;
  const follow = (datasetId: string, jobId: string) =>
    new Promise<void>((resolve, reject) => {
      if (disposed) return;
      let unsubscribe = () => {};
      const stop = () => {
        stops.delete(stop);
        unsubscribe();
      };
      stops.add(stop);
      const settle = (done: () => void) => {
        if (!stops.has(stop)) return;
        stop();
        done();
      };
      let latest: JobResult | null = null;
      let deciding = false;
      const decideLatest = async () => {
        deciding = true;
        for (let result = latest; result !== null && stops.has(stop); result = latest) {
          latest = null;
          await decide(client, datasetId, result).then(
            (outcome) => outcome === 'done' && settle(resolve),
            (error: unknown) => settle(() => reject(error)),
          );
        }
        deciding = false;
      };
      const observer = new JobObserver(client, { jobId, intervalMs }, timers);
      unsubscribe = observer.subscribe((result) => {
        latest = result;
        if (!deciding) void decideLatest();
      });
    });
  return {
    follow,
    dispose: () => {
      disposed = true;
      for (const stop of [...stops]) stop();
    },
  };
}
