import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const FORBIDDEN = {
  detail: {
    code: 'argilla.api.errors::ForbiddenOperationError',
    params: { detail: 'Operation not allowed' },
  },
};
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?$/;

describe.each(testDialects())('users (%s)', (dialect) => {
  let server: TestServer;
  let annotator: TestUser;
  beforeAll(async () => {
    server = await createTestServer(dialect);
    annotator = await server.createUser('annotator');
  });
  afterAll(async () => server?.close());

  it('GET /me returns the caller as a User object', async () => {
    const res = await server.request('GET', '/api/v1/me', { as: annotator });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'id',
      'first_name',
      'last_name',
      'username',
      'role',
      'api_key',
      'inserted_at',
      'updated_at',
    ]);
    expect(res.body).toMatchObject({
      id: annotator.user.id,
      role: 'annotator',
      api_key: annotator.apiKey,
      last_name: null,
    });
    expect(res.body.inserted_at).toMatch(TIMESTAMP);
    expect(res.body.inserted_at.endsWith('Z')).toBe(false);
  });

  it('POST /users creates a user (201), trims names and defaults the role to annotator', async () => {
    const res = await server.request('POST', '/api/v1/users', {
      json: {
        username: 'maria',
        password: '12345678',
        first_name: '  Maria ',
        last_name: ' Lopez ',
        id: null,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'maria',
      first_name: 'Maria',
      last_name: 'Lopez',
      role: 'annotator',
    });
  });

  it('POST /users validates the body (422 shape A)', async () => {
    const res = await server.request('POST', '/api/v1/users', {
      json: { username: '', password: 'short', first_name: '   ', role: 'boss' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.params.errors).toEqual([
      { type: 'string_too_short', loc: ['body', 'username'], msg: 'String should have at least 1 character' },
      {
        type: 'string_too_short',
        loc: ['body', 'password'],
        msg: 'String should have at least 8 characters',
      },
      {
        type: 'string_too_short',
        loc: ['body', 'first_name'],
        msg: 'String should have at least 1 character',
      },
      { type: 'enum', loc: ['body', 'role'], msg: "Input should be 'owner', 'admin' or 'annotator'" },
    ]);
  });

  it('POST /users answers 409 for a taken username, 403 for non-owners and 401 anonymously', async () => {
    const body = { username: 'maria', password: '12345678', first_name: 'M' };
    const conflict = await server.request('POST', '/api/v1/users', { json: body });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ detail: 'User username `maria` is not unique' });
    const admin = await server.createUser('admin');
    const forbidden = await server.request('POST', '/api/v1/users', {
      json: { ...body, username: 'x1' },
      as: admin,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual(FORBIDDEN);
    expect((await server.request('POST', '/api/v1/users', { json: body, as: null })).status).toBe(401);
  });

  it('GET /users lists users by creation for the owner only', async () => {
    const res = await server.request('GET', '/api/v1/users');
    expect(res.status).toBe(200);
    const names = res.body.items.map((u: { username: string }) => u.username);
    expect(names[0]).toBe('owner');
    expect(names.indexOf(annotator.user.username)).toBeLessThan(names.indexOf('maria'));
    expect((await server.request('GET', '/api/v1/users', { as: annotator })).status).toBe(403);
    expect((await server.request('GET', '/api/v1/users', { as: null })).status).toBe(401);
  });

  it('GET /users/{id}: 200 for the owner, 404 shape C for unknown ids, 403 for others', async () => {
    const found = await server.request('GET', `/api/v1/users/${annotator.user.id}`);
    expect(found.status).toBe(200);
    expect(found.body.username).toBe(annotator.user.username);
    const missing = '0b3d3a44-2f4a-4b59-9a8e-6f0d2f4f0a11';
    const notFound = await server.request('GET', `/api/v1/users/${missing}`);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ detail: `User with id \`${missing}\` not found` });
    expect(
      (await server.request('GET', `/api/v1/users/${annotator.user.id}`, { as: annotator })).status,
    ).toBe(403);
    expect(
      (await server.request('GET', `/api/v1/users/not-a-uuid`)).body.detail.params.errors[0].loc,
    ).toEqual(['path', 'user_id']);
  });

  it('DELETE /users/{id} removes the user (owner only) and their memberships', async () => {
    const leaving = await server.createUser('annotator');
    expect(
      (await server.request('DELETE', `/api/v1/users/${leaving.user.id}`, { as: annotator })).status,
    ).toBe(403);
    const res = await server.request('DELETE', `/api/v1/users/${leaving.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(leaving.user.username);
    expect((await server.request('GET', `/api/v1/users/${leaving.user.id}`)).status).toBe(404);
    expect((await server.request('GET', '/api/v1/me', { as: leaving })).status).toBe(401);
  });

  it('serves /version and an empty OAuth provider list publicly', async () => {
    expect((await server.request('GET', '/api/v1/version', { as: null })).body.version).toMatch(
      /^\d+\.\d+\.\d+/,
    );
    expect((await server.request('GET', '/api/v1/oauth2/providers', { as: null })).body).toEqual({
      items: [],
    });
  });
});
