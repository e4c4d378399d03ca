import { describe, expect, it } from 'vitest';
import searchFixture from '../testing/fixtures/search-metrics-workspaces.json';
import { isAdminOrOwner, toUser } from './User';
import { toWorkspace } from './Workspace';

const wireUser = {
  id: 'u1',
  first_name: 'Ann',
  last_name: null,
  username: 'annotator',
  role: 'annotator' as const,
  api_key: 'key',
  inserted_at: '2024-05-01T10:22:33',
  updated_at: '2024-05-01T10:22:33',
};

describe('toUser and isAdminOrOwner', () => {
  it('maps a user with the first two letters as avatar', () => {
    expect(toUser(wireUser)).toEqual({
      id: 'u1',
      username: 'annotator',
      firstName: 'Ann',
      lastName: null,
      role: 'annotator',
      apiKey: 'key',
      avatar: 'AN',
      createdAt: '2024-05-01T10:22:33Z',
      updatedAt: '2024-05-01T10:22:33Z',
    });
  });

  it('recognises admins and owners only', () => {
    expect(isAdminOrOwner({ role: 'owner' })).toBe(true);
    expect(isAdminOrOwner({ role: 'admin' })).toBe(true);
    expect(isAdminOrOwner({ role: 'annotator' })).toBe(false);
    expect(isAdminOrOwner(null)).toBe(false);
  });
});

describe('toWorkspace', () => {
  it('parses the fixture workspaces with Z timestamps', () => {
    const workspaces = searchFixture['GET /api/v1/me/workspaces'].items.map(toWorkspace);
    expect(workspaces.map((workspace) => workspace.name)).toEqual(['argilla', 'recognai', 'argilla-other']);
    expect(workspaces[0]).toEqual({
      id: '4e70e21a-7533-41e9-8a25-11d6ee3091be',
      name: 'argilla',
      createdAt: '2026-10-22T00:00:00.000Z',
      updatedAt: '2026-10-22T00:00:00.000Z',
    });
  });
});
