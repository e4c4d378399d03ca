import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { createSessionStore } from '../session/createSessionStore';
import { createFakeFetch } from '../testing/createFakeFetch';
import { completeProviderSignIn } from './completeProviderSignIn';
import { createOAuthClient } from './createOAuthClient';

const ME = {
  id: 'u1',
  username: 'hub-user',
  first_name: 'Hub',
  last_name: null,
  role: 'annotator',
  api_key: 'k',
  inserted_at: '2024-05-01T10:00:00',
  updated_at: '2024-05-01T10:00:00',
};

function setup() {
  const server = createFakeFetch();
  const storage = createMemoryStorage();
  let token: string | null = null;
  const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, getCredentials: () => ({ token }) });
  const session = createSessionStore({ client, storage });
  session.subscribe((state) => (token = state.token));
  const oauth = createOAuthClient({ baseUrl: '/api', fetch: server.fetch });
  return { server, storage, session, oauth };
}

describe('completeProviderSignIn', () => {
  it('stores the exchanged token and loads the user with it', async () => {
    const { server, storage, session, oauth } = setup();
    server.on('GET', '/api/v1/oauth2/providers/huggingface/access-token', {
      body: { access_token: 'hub-token', token_type: 'bearer' },
    });
    server.on('GET', '/api/v1/me', { body: ME });
    const signedIn = await completeProviderSignIn({ oauth, session, storage, provider: 'huggingface', search: '?code=1&state=2' });
    expect(signedIn).toBe(true);
    expect(storage.getItem('auth.token')).toBe('hub-token');
    expect(session.getState().user?.username).toBe('hub-user');
    expect(server.callsTo('GET', '/api/v1/me')[0]?.headers['Authorization']).toBe('Bearer hub-token');
  });

  it('rejects when the provider refuses, leaving the session signed out', async () => {
    const { server, storage, session, oauth } = setup();
    server.on('GET', '/api/v1/oauth2/providers/huggingface/access-token', { status: 401, body: { detail: 'no' } });
    await expect(
      completeProviderSignIn({ oauth, session, storage, provider: 'huggingface', search: '?code=1&state=2' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(session.getState().status).toBe('signedOut');
    expect(storage.getItem('auth.token')).toBeNull();
  });
});
