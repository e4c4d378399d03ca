import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const UNKNOWN_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe.each(testDialects())('workspaces (%s)', (dialect) => {
  let server: TestServer;
  let first: { id: string; name: string };
  let second: { id: string; name: string };
  let annotator: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    server = await createTestServer(dialect);
    first = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'alpha' } })).body;
    second = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'beta' } })).body;
    annotator = await server.createUser('annotator', [first.id]);
    admin = await server.createUser('admin', [first.id]);
  });
  afterAll(async () => server?.close());

  it('POST /workspaces creates (201) with id, name and timestamps', async () => {
    expect(Object.keys(first)).toEqual(['id', 'name', 'inserted_at', 'updated_at']);
    expect(first.name).toBe('alpha');
  });

  it('POST /workspaces: 409 duplicate, 422 empty name, 403 annotator, 201 admin, 401 anonymous', async () => {
    const duplicate = await server.request('POST', '/api/v1/workspaces', { json: { name: 'alpha' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ detail: 'Workspace name `alpha` is not unique' });
    const empty = await server.request('POST', '/api/v1/workspaces', { json: { name: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.detail.params.errors[0]).toEqual({
      type: 'string_too_short',
      loc: ['body', 'name'],
      msg: 'String should have at least 1 character',
    });
    expect(
      (await server.request('POST', '/api/v1/workspaces', { json: { name: 'gamma' }, as: annotator })).status,
    ).toBe(403);
    expect(
      (await server.request('POST', '/api/v1/workspaces', { json: { name: 'by-admin' }, as: admin })).status,
    ).toBe(201);
    expect(
      (await server.request('POST', '/api/v1/workspaces', { json: { name: 'anon' }, as: null })).status,
    ).toBe(401);
  });

  it('GET /me/workspaces: everything for the owner, memberships for others, by creation', async () => {
    const owner = await server.request('GET', '/api/v1/me/workspaces');
    expect(owner.body.items.map((w: { name: string }) => w.name).slice(0, 2)).toEqual(['alpha', 'beta']);
    const mine = await server.request('GET', '/api/v1/me/workspaces', { as: annotator });
    expect(mine.body.items.map((w: { name: string }) => w.name)).toEqual(['alpha']);
    expect((await server.request('GET', '/api/v1/me/workspaces', { as: null })).status).toBe(401);
  });

  it('GET /workspaces/{id}: members read it; non-members get 403 even for unknown ids', async () => {
    expect((await server.request('GET', `/api/v1/workspaces/${first.id}`, { as: annotator })).body.name).toBe(
      'alpha',
    );
    expect((await server.request('GET', `/api/v1/workspaces/${second.id}`, { as: annotator })).status).toBe(
      403,
    );
    expect((await server.request('GET', `/api/v1/workspaces/${UNKNOWN_ID}`, { as: annotator })).status).toBe(
      403,
    );
    const missing = await server.request('GET', `/api/v1/workspaces/${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: `Workspace with id \`${UNKNOWN_ID}\` not found` });
  });

  it('GET /workspaces/{id}/users: owner and admin-members only', async () => {
    const res = await server.request('GET', `/api/v1/workspaces/${first.id}/users`, { as: admin });
    expect(res.status).toBe(200);
    expect(res.body.items.map((u: { id: string }) => u.id)).toEqual([annotator.user.id, admin.user.id]);
    expect(
      (await server.request('GET', `/api/v1/workspaces/${first.id}/users`, { as: annotator })).status,
    ).toBe(403);
    expect((await server.request('GET', `/api/v1/workspaces/${first.id}/users`, { as: null })).status).toBe(
      401,
    );
  });

  it('POST /workspaces/{id}/users adds a member (201 User), 409 twice, 422 unknown user, 403 non-owner', async () => {
    const newcomer = await server.createUser('annotator');
    const added = await server.request('POST', `/api/v1/workspaces/${second.id}/users`, {
      json: { user_id: newcomer.user.id },
    });
    expect(added.status).toBe(201);
    expect(added.body.id).toBe(newcomer.user.id);
    expect((await server.request('GET', '/api/v1/me/workspaces', { as: newcomer })).body.items).toHaveLength(
      1,
    );
    const again = await server.request('POST', `/api/v1/workspaces/${second.id}/users`, {
      json: { user_id: newcomer.user.id },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      detail: `Workspace user with workspace_id \`${second.id}\` and user_id \`${newcomer.user.id}\` is not unique`,
    });
    const unknown = await server.request('POST', `/api/v1/workspaces/${second.id}/users`, {
      json: { user_id: UNKNOWN_ID },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ detail: `User with id \`${UNKNOWN_ID}\` not found` });
    const invalid = await server.request('POST', `/api/v1/workspaces/${second.id}/users`, {
      json: { user_id: 42 },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail.params.errors[0]).toMatchObject({
      type: 'uuid_type',
      loc: ['body', 'user_id'],
    });
    expect(
      (
        await server.request('POST', `/api/v1/workspaces/${first.id}/users`, {
          json: { user_id: newcomer.user.id },
          as: admin,
        })
      ).status,
    ).toBe(403);
  });

  it('removes memberships, lists a user’s workspaces and deletes empty workspaces only', async () => {
    const member = await server.createUser('annotator', [first.id, second.id]);
    const listed = await server.request('GET', `/api/v1/users/${member.user.id}/workspaces`);
    expect(listed.body.items.map((w: { name: string }) => w.name)).toEqual(['alpha', 'beta']);
    expect(
      (await server.request('GET', `/api/v1/users/${member.user.id}/workspaces`, { as: admin })).status,
    ).toBe(403);
    const removed = await server.request('DELETE', `/api/v1/workspaces/${first.id}/users/${member.user.id}`, {
      as: admin,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(member.user.id);
    const again = await server.request('DELETE', `/api/v1/workspaces/${first.id}/users/${member.user.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      detail: `WorkspaceUser not found filtering by workspace_id=${first.id}, user_id=${member.user.id}`,
    });

    const empty = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'empty' } })).body;
    expect((await server.request('DELETE', `/api/v1/workspaces/${empty.id}`, { as: admin })).status).toBe(
      403,
    );
    expect((await server.request('DELETE', `/api/v1/workspaces/${empty.id}`)).body).toMatchObject({
      id: empty.id,
      name: 'empty',
    });
    await server.request('POST', '/api/v1/datasets', { json: { name: 'pin', workspace_id: second.id } });
    const busy = await server.request('DELETE', `/api/v1/workspaces/${second.id}`);
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({
      detail: `Cannot delete the workspace ${second.id}. This workspace has some datasets linked`,
    });
  });
});
