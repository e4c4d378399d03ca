import type { WireWorkspace } from '../api/wire/users';
import { toUtcTimestamp, type UtcTimestamp } from './timestamp';

/** A workspace: a group of datasets and members. */
export interface Workspace {
  id: string;
  name: string;
  createdAt: UtcTimestamp | null;
  updatedAt: UtcTimestamp | null;
}

/**
 * Maps a wire workspace.
 *
 * @example
 * const workspaces = (await client.getMyWorkspaces()).items.map(toWorkspace);
 */
export function toWorkspace(wire: WireWorkspace): Workspace {
  return {
    id: wire.id,
    name: wire.name,
    createdAt: toUtcTimestamp(wire.inserted_at),
    updatedAt: toUtcTimestamp(wire.updated_at),
  };
}
