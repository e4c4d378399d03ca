import type { WireDataset, WireUser, WireWorkspace } from '@marginalia/core';

const AT = '2024-05-01T10:22:33.123456';

/** A `GET /me` body. */
export function wireUser(overrides: Partial<WireUser> = {}): WireUser {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    first_name: 'Anna',
    last_name: null,
    username: 'annotator',
    role: 'annotator',
    api_key: 'key',
    inserted_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

/** A workspace body. */
export function wireWorkspace(id: string, name: string): WireWorkspace {
  return { id, name, inserted_at: AT, updated_at: AT };
}

/** A dataset body. */
export function wireDataset(
  overrides: Partial<WireDataset> & Pick<WireDataset, 'id' | 'name' | 'workspace_id'>,
): WireDataset {
  return {
    guidelines: null,
    allow_extra_metadata: true,
    status: 'ready',
    distribution: { strategy: 'overlap', min_submitted: 1 },
    metadata: null,
    last_activity_at: AT,
    inserted_at: AT,
    updated_at: AT,
    ...overrides,
  };
}
