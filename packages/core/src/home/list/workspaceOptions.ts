import type { DatasetSummary } from '../../datasets/DatasetSummary';
import type { Workspace } from '../../model/Workspace';

/** An entry of the workspace filter. */
export interface WorkspaceOption {
  name: string;
  numberOfDatasets: number;
}

/**
 * The workspace filter's entries: each of the caller's workspaces with its number of datasets, in the order the
 * server lists them.
 *
 * @example
 * workspaceOptions(workspaces, datasets); // [{ name: 'demo', numberOfDatasets: 2 }]
 */
export function workspaceOptions(
  workspaces: readonly Pick<Workspace, 'id' | 'name'>[],
  datasets: readonly Pick<DatasetSummary, 'workspaceId'>[],
): WorkspaceOption[] {
  const counts = new Map<string, number>();
  for (const dataset of datasets) counts.set(dataset.workspaceId, (counts.get(dataset.workspaceId) ?? 0) + 1);
  return workspaces.map((workspace) => ({
    name: workspace.name,
    numberOfDatasets: counts.get(workspace.id) ?? 0,
  }));
}
