import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { TOKEN_STORAGE_KEY } from '../session/createSessionStore';
import { createFakeFetch } from '../testing/createFakeFetch';
import { createMarginalia } from './createMarginalia';

describe('createMarginalia', () => {
  it('sends the session token with every client call', async () => {
    const server = createFakeFetch();
    server.on('POST', '/api/v1/token', {
      status: 201,
      body: { access_token: 'jwt-9', token_type: 'bearer' },
    });
    server.on('GET', '/api/v1/me', {
      body: { id: 'u', username: 'ann', role: 'annotator', first_name: 'A', api_key: 'k' },
    });
    server.on('GET', '/api/v1/me/datasets', { body: { items: [] } });
    const { client, session } = createMarginalia({ fetch: server.fetch });

    await session.getState().signIn('ann', 'pw');
    await client.getMyDatasets();
    expect(server.callsTo('GET', '/api/v1/me/datasets')[0]?.headers.Authorization).toBe('Bearer jwt-9');

    session.getState().signOut();
    await client.getMyDatasets();
    expect(server.callsTo('GET', '/api/v1/me/datasets')[1]?.headers.Authorization).toBeUndefined();
  });

  it('sends a call in the caller’s task with a stored session, so a page’s first reads leave at once', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/me/datasets', { body: { items: [] } });
    const storage = createMemoryStorage({ [TOKEN_STORAGE_KEY]: 'stored' });
    server.on('GET', '/api/v1/me', {
      body: { id: 'u', username: 'ann', role: 'annotator', first_name: 'A', api_key: 'k' },
    });
    const { client, session } = createMarginalia({ fetch: server.fetch, storage });
    const restored = session.getState().restore();
    const read = client.getMyDatasets();
    expect(server.callsTo('GET', '/api/v1/me')[0]?.headers.Authorization).toBe('Bearer stored');
    expect(server.callsTo('GET', '/api/v1/me/datasets')[0]?.headers.Authorization).toBe('Bearer stored');
    await Promise.all([restored, read]);
  });

  it('gives every instance its own session and storage', () => {
    const shared = createMemoryStorage({ [TOKEN_STORAGE_KEY]: 't' });
    const first = createMarginalia({ storage: shared });
    const second = createMarginalia();
    expect(first.session).not.toBe(second.session);
    expect(first.session.getState().status).toBe('restoring');
    expect(second.session.getState().status).toBe('signedOut');
  });

  it('uses the base URL for every path', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/settings', { body: { argilla: {} } });
    const { client } = createMarginalia({ baseUrl: 'http://localhost:6900/api', fetch: server.fetch });
    await client.getSettings();
    expect(server.calls[0]?.url).toBe('http://localhost:6900/api/v1/settings');
  });

  it('signs requests with an API key and restores the key\'s user without a token', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/me', {
      body: { id: 'u', username: 'owner', role: 'owner', first_name: 'O', api_key: 'owner.apikey' },
    });
    const { session } = createMarginalia({ fetch: server.fetch, apiKey: 'owner.apikey' });
    expect(session.getState().status).toBe('restoring');
    await session.getState().restore();
    expect(session.getState().status).toBe('signedIn');
    expect(session.getState().user?.username).toBe('owner');
    expect(server.callsTo('GET', '/api/v1/me')[0]?.headers['X-Argilla-Api-Key']).toBe('owner.apikey');
    expect(server.callsTo('GET', '/api/v1/me')[0]?.headers.Authorization).toBeUndefined();
  });
});

describe('createMarginalia with an embedder\'s token', () => {
  const me = { id: 'u', username: 'ann', role: 'annotator', first_name: 'A', api_key: 'k' };

  it('signs with a bearer token and restores its user', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/me', { body: me });
    const { session } = createMarginalia({ fetch: server.fetch, token: 'portal-1' });
    expect(session.getState().status).toBe('restoring');
    await session.getState().restore();
    expect(session.getState().user?.username).toBe('ann');
    expect(server.callsTo('GET', '/api/v1/me')[0]?.headers.Authorization).toBe('Bearer portal-1');
  });

  it('after a 401 reports it, asks the provider again once and sends the request once more', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/me', (call) =>
      call.headers.Authorization === 'Bearer t2' ? { body: me } : { status: 401, body: { detail: 'Could not validate credentials' } },
    );
    const minted = ['t1', 't2'];
    const tokenProvider = vi.fn(async () => minted.shift());
    const onUnauthorized = vi.fn();
    const { client } = createMarginalia({ fetch: server.fetch, tokenProvider, onUnauthorized });

    expect((await client.getMe()).username).toBe('ann');
    expect(tokenProvider).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const [error, retrying] = onUnauthorized.mock.calls[0]!;
    expect(error.status).toBe(401);
    expect(error.message).toEqual({ key: 'http.401' });
    expect(retrying).toBe(true);
    expect(server.callsTo('GET', '/api/v1/me').map((call) => call.headers.Authorization)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('gives up after the one retry: a second 401 is the answer', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/me', { status: 401, body: { detail: 'Could not validate credentials' } });
    const tokenProvider = vi.fn(async () => 'always-rejected');
    const onUnauthorized = vi.fn();
    const { client } = createMarginalia({ fetch: server.fetch, tokenProvider, onUnauthorized });
    await expect(client.getMe()).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('GET', '/api/v1/me')).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onUnauthorized.mock.calls.map(([, retrying]) => retrying)).toEqual([true, false]);
  });

  it('reports a 401 without retrying when there is no provider, and never for a sign-in', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/me', { status: 401, body: { detail: 'Could not validate credentials' } });
    server.on('POST', '/api/v1/token', { status: 401, body: { detail: 'Incorrect username or password' } });
    const onUnauthorized = vi.fn();
    const { client, session } = createMarginalia({ fetch: server.fetch, token: 'expired', onUnauthorized });
    await expect(client.getMe()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), false);
    expect(server.callsTo('GET', '/api/v1/me')).toHaveLength(1);
    onUnauthorized.mockClear();
    expect(await session.getState().signIn('ann', 'wrong')).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(server.callsTo('POST', '/api/v1/token')[0]?.headers.Authorization).toBeUndefined();
  });

  it('takes credentials given later: a restore then signs in the token\'s user', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/me', { body: me });
    const { session, credentials } = createMarginalia({ fetch: server.fetch });
    expect(session.getState().status).toBe('signedOut');
    credentials.update({ token: 'late' });
    await session.getState().restore();
    expect(session.getState().status).toBe('signedIn');
  });
});
