import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/KeyValueStorage';
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
