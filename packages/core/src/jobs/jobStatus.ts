import type { JobStatus } from '../api/wire/enums';

/** The statuses of a job still at work (spec 2 §3): started, scheduled, queued or deferred. */
export const RUNNING_JOB_STATUSES: readonly JobStatus[] = Object.freeze([
  'started',
  'scheduled',
  'queued',
  'deferred',
]);

/**
 * Whether a job with this status is still running.
 *
 * @example
 * isJobRunning('queued'); // true
 * isJobRunning('finished'); // false
 */
export function isJobRunning(status: JobStatus): boolean {
  return RUNNING_JOB_STATUSES.includes(status);
}
