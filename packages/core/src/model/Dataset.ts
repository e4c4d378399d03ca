import type { DatasetStatus, WireDataset } from '../api/wire/datasets';
import { toUtcTimestamp, type UtcTimestamp } from './timestamp';

/** A dataset as the UI sees it. */
export interface Dataset {
  id: string;
  name: string;
  guidelines: string | null;
  status: DatasetStatus;
  workspaceId: string;
  /** Known once the workspace was loaded; null before. */
  workspaceName: string | null;
  allowExtraMetadata: boolean;
  distribution: { strategy: 'overlap'; minSubmitted: number };
  /** Free-form metadata; the UI stores `{ repoId, subset, split, mapping, imported }` here. */
  metadata: Record<string, unknown> | null;
  createdAt: UtcTimestamp | null;
  updatedAt: UtcTimestamp | null;
  lastActivityAt: UtcTimestamp | null;
}

/**
 * Maps a wire dataset; pass the workspace name when it is known.
 *
 * @example
 * const dataset = toDataset(await client.getDataset(id), workspace.name);
 */
export function toDataset(wire: WireDataset, workspaceName: string | null = null): Dataset {
  return {
    id: wire.id,
    name: wire.name,
    guidelines: wire.guidelines ?? null,
    status: wire.status,
    workspaceId: wire.workspace_id,
    workspaceName,
    allowExtraMetadata: wire.allow_extra_metadata,
    distribution: {
      strategy: wire.distribution?.strategy ?? 'overlap',
      minSubmitted: wire.distribution?.min_submitted ?? 1,
    },
    metadata: wire.metadata ?? null,
    createdAt: toUtcTimestamp(wire.inserted_at),
    updatedAt: toUtcTimestamp(wire.updated_at),
    lastActivityAt: toUtcTimestamp(wire.last_activity_at),
  };
}
