import type { DatasetActivity } from '../datasets/record-status';
import type { HistoryLog } from '../history/history-log';
import type { PhaseTimings } from '../http/server-timing';
import type { ObjectStore } from '../storage/object-store';

/**
 * What a bulk record write uses besides its input: the file store (table answers' files), whether history is
 * written (on unless the server turned it off), where its phases' times go (the route's `Server-Timing`), and when
 * this process last marked each dataset's activity (the app context's `datasetActivity`; a fresh map marks it).
 */
export interface BulkWriteContext {
  storage?: ObjectStore;
  history?: HistoryLog;
  timings?: PhaseTimings;
  activity?: DatasetActivity;
}
