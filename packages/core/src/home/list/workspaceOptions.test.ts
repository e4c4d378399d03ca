import { describe, expect, it } from 'vitest';
import { workspaceOptions } from './workspaceOptions';

describe('workspaceOptions', () => {
  it('lists each workspace with its number of datasets, zero included', () => {
    const workspaces = [
      { id: 'w1', name: 'demo' },
      { id: 'w2', name: 'team' },
      { id: 'w3', name: 'empty' },
    ];
    const datasets = [{ workspaceId: 'w1' }, { workspaceId: 'w2' }, { workspaceId: 'w1' }];
    expect(workspaceOptions(workspaces, datasets)).toEqual([
      { name: 'demo', numberOfDatasets: 2 },
      { name: 'team', numberOfDatasets: 1 },
      { name: 'empty', numberOfDatasets: 0 },
    ]);
  });
});
