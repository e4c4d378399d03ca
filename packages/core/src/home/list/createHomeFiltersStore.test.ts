import { describe, expect, it } from 'vitest';
import { createHomeFiltersStore } from './createHomeFiltersStore';

describe('createHomeFiltersStore', () => {
  it('starts from the initial workspaces with the default sort', () => {
    const filters = createHomeFiltersStore({ workspaces: ['demo'] });
    expect(filters.getState()).toMatchObject({
      workspaces: ['demo'],
      search: '',
      sortBy: 'lastActivityAt',
      sortDirection: 'desc',
    });
  });

  it('changes and toggles the sort, and clears everything back to the defaults', () => {
    const filters = createHomeFiltersStore();
    filters.getState().setSort('name', 'asc');
    filters.getState().setSearch('imdb');
    filters.getState().setWorkspaces(['a', 'b']);
    filters.getState().toggleSortDirection();
    expect(filters.getState()).toMatchObject({ sortBy: 'name', sortDirection: 'desc', search: 'imdb' });
    filters.getState().setSort('createdAt');
    expect(filters.getState().sortDirection).toBe('desc');
    filters.getState().clear();
    expect(filters.getState()).toMatchObject({
      workspaces: [],
      search: '',
      sortBy: 'lastActivityAt',
      sortDirection: 'desc',
    });
  });
});
