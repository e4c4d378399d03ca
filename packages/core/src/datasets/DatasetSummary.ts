import type { DatasetStatus, WireDataset } from '../api/wire/datasets';
import { toUtcTimestamp, type UtcTimestamp } from '../model/timestamp';

/** A dataset card of the home list. */
export interface DatasetSummary {
  id: string;
  name: string;
  workspaceId: string;
  /** From `/me/workspaces`; empty when the workspace is not among the caller's. */
  workspaceName: string;
  status: DatasetStatus;
  createdAt: UtcTimestamp | null;
  updatedAt: UtcTimestamp | null;
  lastActivityAt: UtcTimestamp | null;
}

/**
 * Maps a wire dataset to a card, naming its workspace.
 *
 * @example
 * toDatasetSummary(dataset, new Map([[workspace.id, workspace.name]]));
 */
export function toDatasetSummary(
  wire: WireDataset,
  workspaceNames: ReadonlyMap<string, string>,
): DatasetSummary {
  return {
    id: wire.id,
    name: wire.name,
    workspaceId: wire.workspace_id,
    workspaceName: workspaceNames.get(wire.workspace_id) ?? '',
    status: wire.status,
    createdAt: toUtcTimestamp(wire.inserted_at),
    updatedAt: toUtcTimestamp(wire.updated_at),
    lastActivityAt: toUtcTimestamp(wire.last_activity_at),
  };
}
