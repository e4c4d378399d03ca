// Background jobs: statuses and polling.
export { RUNNING_JOB_STATUSES, isJobRunning } from './jobStatus';
export type { JobObserverOptions, JobResult } from './JobObserver';
export { JobObserver, JOB_POLL_INTERVAL_MS } from './JobObserver';
