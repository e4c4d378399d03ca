import type { WireDatasetProgress } from '../api/wire/datasets';

/** Team progress of a dataset (`GET /datasets/{id}/progress`), as shown on dataset cards. */
export interface DatasetProgress {
  total: number;
  completed: number;
  pending: number;
  /** Usernames of everyone who responded at least once. */
  users: string[];
  /** completed / total in percent, as a two-decimal string ('0.00' for an empty dataset). */
  percentCompleted: string;
  /** pending / total in percent, as a two-decimal string. */
  percentPending: string;
  /** At least ten records exist. */
  hasAtLeastTenRecords: boolean;
  /** Every record is completed (and there is at least one). */
  isCompleted: boolean;
}

function percentText(part: number, total: number): string {
  return (total > 0 ? (part * 100) / total : 0).toFixed(2);
}

/**
 * Maps the progress call.
 *
 * @example
 * toDatasetProgress({ total: 3, completed: 1, pending: 2, users: [] }).percentCompleted; // '33.33'
 */
export function toDatasetProgress(wire: WireDatasetProgress): DatasetProgress {
  return {
    total: wire.total,
    completed: wire.completed,
    pending: wire.pending,
    users: wire.users.map((user) => user.username),
    percentCompleted: percentText(wire.completed, wire.total),
    percentPending: percentText(wire.pending, wire.total),
    hasAtLeastTenRecords: wire.total >= 10,
    isCompleted: wire.total > 0 && wire.completed === wire.total,
  };
}
