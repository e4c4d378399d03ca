// Declared in http (below jobs) because every request carries the queue; re-exported here for the jobs code.
export type { JobQueue } from '../http/job-queue';

/** The reason an export gets when its process stopped before it ended: its token was never stored. */
export const EXPORT_INTERRUPTED =
  'The server stopped while this export was running. Its hub token is never stored, so it cannot resume: start the export again.';
