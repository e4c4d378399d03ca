import { describe, expect, it } from 'vitest';
import type { DatasetSummary } from '../../datasets/DatasetSummary';
import { applyDatasetListFilters, DEFAULT_DATASET_LIST_FILTERS, type DatasetListFilters } from './datasetListFilters';

const summary = (
  name: string,
  workspaceName: string,
  lastActivityAt: string | null,
  createdAt: string | null,
): DatasetSummary => ({
  id: name,
  name,
  workspaceId: `ws-${workspaceName}`,
  workspaceName,
  status: 'ready',
  createdAt,
  updatedAt: null,
  lastActivityAt,
});

const items = [
  summary('Alpha', 'demo', '2024-01-01T00:00:00Z', '2023-03-01T00:00:00Z'),
  summary('beta tests', 'team', '2024-03-01T00:00:00Z', '2023-01-01T00:00:00Z'),
  summary('Gamma', 'demo', null, '2023-02-01T00:00:00Z'),
];
const names = (filters: Partial<DatasetListFilters>) =>
  applyDatasetListFilters(items, { ...DEFAULT_DATASET_LIST_FILTERS, ...filters }).map((item) => item.name);

describe('applyDatasetListFilters', () => {
  it('defaults to last activity, most recent first, missing dates last', () => {
    expect(DEFAULT_DATASET_LIST_FILTERS).toEqual({
      workspaces: [],
      search: '',
      sortBy: 'lastActivityAt',
      sortDirection: 'desc',
    });
    expect(names({})).toEqual(['beta tests', 'Alpha', 'Gamma']);
    expect(names({ sortDirection: 'asc' })).toEqual(['Gamma', 'Alpha', 'beta tests']);
  });

  it('sorts by name ignoring case, and by creation date', () => {
    expect(names({ sortBy: 'name', sortDirection: 'asc' })).toEqual(['Alpha', 'beta tests', 'Gamma']);
    expect(names({ sortBy: 'name', sortDirection: 'desc' })).toEqual(['Gamma', 'beta tests', 'Alpha']);
    expect(names({ sortBy: 'createdAt', sortDirection: 'desc' })).toEqual(['Alpha', 'Gamma', 'beta tests']);
  });

  it('matches the name case-insensitively, ignoring surrounding spaces', () => {
    expect(names({ search: '  BETA ' })).toEqual(['beta tests']);
    expect(names({ search: 'a' })).toEqual(['beta tests', 'Alpha', 'Gamma']);
    expect(names({ search: 'zeta' })).toEqual([]);
  });

  it('keeps only the selected workspaces', () => {
    expect(names({ workspaces: ['demo'] })).toEqual(['Alpha', 'Gamma']);
    expect(names({ workspaces: ['demo', 'team'], search: 'gam' })).toEqual(['Gamma']);
    expect(names({ workspaces: ['unknown'] })).toEqual([]);
  });

  it('does not reorder the input', () => {
    names({ sortBy: 'name' });
    expect(items.map((item) => item.name)).toEqual(['Alpha', 'beta tests', 'Gamma']);
  });

  // Speed is a benchmark's business (timed unit tests fail on a loaded machine); this checks the result at scale.
  it('filters 10,000 datasets', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      summary(`dataset ${index}`, index % 2 ? 'demo' : 'team', `2024-01-01T00:00:${String(index % 60).padStart(2, '0')}Z`, null),
    );
    const result = applyDatasetListFilters(many, { ...DEFAULT_DATASET_LIST_FILTERS, workspaces: ['demo'], search: '9' });
    expect(result.length).toBe(2_084);
  });
});
