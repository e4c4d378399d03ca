import { fromJsonRequired } from '../db/json-column';
import type { JobsTable } from '../db/schema';

/** The `jobs` table's row layer: the decoding of a job's `payload` column, done here and nowhere else. */

/** A job's stored request (secrets left out); `T` is what its type's handler queued. */
export function jobPayloadOf<T>(job: Pick<JobsTable, 'payload'>): T {
  return fromJsonRequired<T>(job.payload);
}
