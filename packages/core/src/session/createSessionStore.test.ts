import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createI18n } from '../i18n/createI18n';
import { createFakeFetch } from '../testing/createFakeFetch';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { createSessionStore, TOKEN_STORAGE_KEY } from './createSessionStore';

const wireUser = {
  id: 'u1',
  first_name: 'Owner',
  last_name: null,
  username: 'owner',
  role: 'owner',
  api_key: 'key',
  inserted_at: '2024-05-01T10:22:33',
  updated_at: '2024-05-01T10:22:33',
};

function setup(initialStorage: Record<string, string> = {}) {
  const server = createFakeFetch();
  const storage = createMemoryStorage(initialStorage);
  // The session's token is what the client sends, as createMarginalia wires it.
  let token: string | null = null;
  const client = createApiClient({ fetch: server.fetch, getCredentials: () => ({ token }) });
  const session = createSessionStore({ client, storage });
  session.subscribe((state) => {
    token = state.token;
  });
  return { server, storage, session, state: () => session.getState() };
}

describe('createSessionStore', () => {
  it('signs in: posts the credentials, stores the token and loads the user with it', async () => {
    const { server, storage, state } = setup();
    server.on('POST', '/api/v1/token', {
      status: 201,
      body: { access_token: 'jwt-1', token_type: 'bearer' },
    });
    server.on('GET', '/api/v1/me', (call) =>
      call.headers.Authorization === 'Bearer jwt-1' ? { body: wireUser } : { status: 401, body: {} },
    );

    expect(state().status).toBe('signedOut');
    const signingIn = state().signIn('owner', '12345678');
    expect(state().status).toBe('signingIn');
    await expect(signingIn).resolves.toBe(true);

    expect(state().status).toBe('signedIn');
    expect(state().token).toBe('jwt-1');
    expect(state().user).toMatchObject({ username: 'owner', avatar: 'OW', role: 'owner' });
    expect(state().error).toBeNull();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    expect(server.calls[0]?.body).toBe('username=owner&password=12345678');
  });

  it('turns a 401 into the login error', async () => {
    const { server, storage, state } = setup({ [TOKEN_STORAGE_KEY]: 'old' });
    server.on('POST', '/api/v1/token', {
      status: 401,
      body: {
        detail: {
          code: 'argilla.api.errors::UnauthorizedError',
          params: { detail: 'Could not validate credentials' },
        },
      },
    });

    await expect(state().signIn('owner', 'wrong')).resolves.toBe(false);
    expect(state().status).toBe('signedOut');
    expect(state().error).toEqual({ key: 'login.error' });
    expect(createI18n({ lng: 'en' }).t(state().error!.key)).toBe('Wrong username or password. Try again');
    // Signing in signs out first: the previous token is gone.
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the message of any other failure', async () => {
    const { server, state } = setup();
    server.on('POST', '/api/v1/token', { status: 429, body: {} });
    await state().signIn('owner', 'x');
    expect(state().error).toEqual({ key: 'http.429' });
  });

  it('signs out: clears the user, the token and the storage', async () => {
    const { server, storage, state } = setup();
    server.on('POST', '/api/v1/token', {
      status: 201,
      body: { access_token: 'jwt-1', token_type: 'bearer' },
    });
    server.on('GET', '/api/v1/me', { body: wireUser });
    await state().signIn('owner', 'pw');

    state().signOut();
    expect(state()).toMatchObject({ status: 'signedOut', user: null, token: null, error: null });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('restores a stored token by loading the user', async () => {
    const { server, state } = setup({ [TOKEN_STORAGE_KEY]: 'stored' });
    server.on('GET', '/api/v1/me', (call) =>
      call.headers.Authorization === 'Bearer stored' ? { body: wireUser } : { status: 401 },
    );

    expect(state().status).toBe('restoring');
    await state().restore();
    expect(state().status).toBe('signedIn');
    expect(state().user?.username).toBe('owner');
  });

  it('forgets an invalid stored token', async () => {
    const { server, storage, state } = setup({ [TOKEN_STORAGE_KEY]: 'expired' });
    server.on('GET', '/api/v1/me', { status: 401, body: {} });
    await state().restore();
    expect(state()).toMatchObject({ status: 'signedOut', user: null, token: null, error: null });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the stored token when the server cannot be reached', async () => {
    const storage = createMemoryStorage({ [TOKEN_STORAGE_KEY]: 'stored' });
    const client = createApiClient({ fetch: () => Promise.reject(new TypeError('offline')) });
    const session = createSessionStore({ client, storage });
    await session.getState().restore();
    expect(session.getState()).toMatchObject({ status: 'signedOut', error: { key: 'http.network' } });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('stored');
  });

  it('restores to signed out without a stored token', async () => {
    const { server, state } = setup();
    await state().restore();
    expect(state().status).toBe('signedOut');
    expect(server.calls).toHaveLength(0);
  });
});
