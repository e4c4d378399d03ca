import { describe, expect, it } from 'vitest';
import type { DatasetSummary } from '@marginalia/core';
import { filterDatasets } from './filterDatasets';

const summary = (name: string, lastActivityAt: string | null): DatasetSummary => ({
  id: name,
  name,
  workspaceId: 'w',
  workspaceName: 'ws',
  status: 'ready',
  createdAt: null,
  updatedAt: null,
  lastActivityAt,
});

describe('filterDatasets', () => {
  const items = [
    summary('Alpha', '2024-01-01T00:00:00Z'),
    summary('beta tests', '2024-03-01T00:00:00Z'),
    summary('Gamma', null),
  ];

  it('sorts by last activity, most recent first, missing dates last', () => {
    expect(filterDatasets(items, '').map((item) => item.name)).toEqual(['beta tests', 'Alpha', 'Gamma']);
  });

  it('matches the name case-insensitively and ignores surrounding spaces', () => {
    expect(filterDatasets(items, '  BETA ').map((item) => item.name)).toEqual(['beta tests']);
    expect(filterDatasets(items, 'a').map((item) => item.name)).toEqual(['beta tests', 'Alpha', 'Gamma']);
    expect(filterDatasets(items, 'zeta')).toEqual([]);
  });

  it('does not reorder the input array', () => {
    filterDatasets(items, '');
    expect(items.map((item) => item.name)).toEqual(['Alpha', 'beta tests', 'Gamma']);
  });
});
