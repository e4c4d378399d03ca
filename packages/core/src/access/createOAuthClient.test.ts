import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createFakeFetch } from '../testing/createFakeFetch';
import { createOAuthClient, hubProviders } from './createOAuthClient';

describe('createOAuthClient', () => {
  it('lists the provider names without credentials', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/oauth2/providers', { body: { items: [{ name: 'huggingface' }, { name: 'github' }] } });
    const oauth = createOAuthClient({ baseUrl: '/api', fetch: server.fetch });
    expect(await oauth.getProviders()).toEqual(['huggingface', 'github']);
    expect(server.callsTo('GET', '/api/v1/oauth2/providers')[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('swallows a failed provider list into an empty one', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/oauth2/providers', { status: 500, body: {} });
    expect(await createOAuthClient({ baseUrl: '/api', fetch: server.fetch }).getProviders()).toEqual([]);
  });

  it('builds the authentication URL keeping the query', () => {
    const oauth = createOAuthClient({ baseUrl: '/api/' });
    expect(oauth.authenticationUrl('huggingface', '?auth=x&omitCTA=true')).toBe(
      '/api/v1/oauth2/providers/huggingface/authentication?auth=x&omitCTA=true',
    );
    expect(oauth.authenticationUrl('huggingface', '')).toBe('/api/v1/oauth2/providers/huggingface/authentication');
    expect(oauth.authenticationUrl('hugging face', 'a=1')).toBe(
      '/api/v1/oauth2/providers/hugging%20face/authentication?a=1',
    );
  });

  it('exchanges the callback query for an access token', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/oauth2/providers/huggingface/access-token', (call) => ({
      body: { access_token: `token-for-${call.query.get('code')}-${call.query.get('state')}`, token_type: 'bearer' },
    }));
    const oauth = createOAuthClient({ baseUrl: '/api', fetch: server.fetch });
    expect(await oauth.getAccessToken('huggingface', '?code=c1&state=s1')).toBe('token-for-c1-s1');
  });

  it('rejects a refused exchange with an ApiError', async () => {
    const server = createFakeFetch();
    server.on('GET', '/api/v1/oauth2/providers/huggingface/access-token', { status: 401, body: { detail: 'denied' } });
    const oauth = createOAuthClient({ baseUrl: '/api', fetch: server.fetch });
    const failure = await oauth.getAccessToken('huggingface', '?code=c').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
  });
});

describe('hubProviders', () => {
  it('keeps only the hub-type provider', () => {
    expect(hubProviders(['github', 'huggingface'])).toEqual(['huggingface']);
    expect(hubProviders(['github'])).toEqual([]);
  });
});
