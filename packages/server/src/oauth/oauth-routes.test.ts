import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../errors/error-handler';
import type { AppEnv } from '../http/app-env';
import { createTestServer, type TestServer } from '../testing/test-server';
import type { OAuthProviderConfig } from './oauth-config';
import { oauthRoutes, type OAuthRoutesOptions } from './oauth-routes';

/** A stand-in OAuth2 provider on 127.0.0.1: one valid code, one token, one user. */
function startStandInProvider(): Promise<{ server: Server; base: string; tokenRequests: URLSearchParams[] }> {
  const tokenRequests: URLSearchParams[] = [];
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve(body));
    });
  const server = createServer(async (request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && request.url === '/oauth/token') {
      const form = new URLSearchParams(await readBody(request));
      tokenRequests.push(form);
      if (form.get('code') === 'good-code' && form.get('client_secret') === 'stand-in-secret') {
        return json(200, { access_token: 'provider-token', token_type: 'bearer' });
      }
      return json(400, { error: 'invalid_grant', error_description: 'Bad code' });
    }
    if (request.method === 'GET' && request.url === '/oauth/userinfo') {
      if (request.headers.authorization !== 'Bearer provider-token')
        return json(401, { error: 'invalid_token' });
      return json(200, { sub: '42', preferred_username: 'hub-ann', name: 'Ann Hub' });
    }
    json(404, { error: 'not_found' });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, tokenRequests });
    }),
  );
}

let provider: Awaited<ReturnType<typeof startStandInProvider>>;
let server: TestServer;

beforeAll(async () => {
  provider = await startStandInProvider();
  server = await createTestServer('sqlite');
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => provider.server.close(resolve));
});

function hubProvider(): OAuthProviderConfig {
  return {
    name: 'huggingface',
    clientId: 'stand-in-client',
    clientSecret: 'stand-in-secret',
    authorizeUrl: `${provider.base}/oauth/authorize`,
    tokenUrl: `${provider.base}/oauth/token`,
    userInfoUrl: `${provider.base}/oauth/userinfo`,
    scope: 'openid profile',
  };
}

/** Mounts the sub-app the way the API router does: under /api/v1 with the app's error handler. */
function appWith(options: Partial<OAuthRoutesOptions> = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', server.db);
    c.set('config', server.config);
    await next();
  });
  const api = new Hono<AppEnv>();
  api.route(
    '/',
    oauthRoutes({
      providers: [hubProvider()],
      defaultRole: 'annotator',
      workspaces: ['hub-users'],
      ...options,
    }),
  );
  app.route('/api/v1', api);
  app.onError(createErrorHandler({ error: () => undefined }));
  return app;
}

async function startLogin(app: Hono<AppEnv>): Promise<{ location: URL; state: string }> {
  const response = await app.request('/api/v1/oauth2/providers/huggingface/authentication?auth=x');
  expect(response.status).toBe(307);
  const location = new URL(response.headers.get('Location')!);
  const cookie = response.headers.get('Set-Cookie')!;
  const state = /oauth2_state=([A-Za-z]+)/.exec(cookie)![1]!;
  return { location, state };
}

describe('oauthRoutes', () => {
  it('lists the configured providers', async () => {
    const response = await appWith().request('/api/v1/oauth2/providers');
    expect(await response.json()).toEqual({ items: [{ name: 'huggingface' }] });
  });

  it('redirects to the provider with a 32-letter state that is also set as a cookie', async () => {
    const response = await appWith().request('/api/v1/oauth2/providers/huggingface/authentication');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^oauth2_state=[A-Za-z]{32};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const { location, state } = await startLogin(appWith());
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.base}/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'stand-in-client',
      redirect_uri: 'http://localhost/oauth/huggingface/callback',
      scope: 'openid profile',
      state,
    });
  });

  it('exchanges the code, creates the user in the configured workspace and answers a bearer token', async () => {
    const app = appWith();
    const { state } = await startLogin(app);
    const response = await app.request(
      `/api/v1/oauth2/providers/huggingface/access-token?code=good-code&state=${state}`,
      {
        headers: { Cookie: `oauth2_state=${state}` },
      },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; token_type: string };
    expect(body.token_type).toBe('bearer');
    expect(provider.tokenRequests.at(-1)?.get('redirect_uri')).toBe(
      'http://localhost/oauth/huggingface/callback',
    );

    const me = await server.request('GET', '/api/v1/me', { as: { token: body.access_token } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'hub-ann', first_name: 'Ann Hub', role: 'annotator' });
    const workspaces = await server.request('GET', '/api/v1/me/workspaces', {
      as: { token: body.access_token },
    });
    expect(workspaces.body.items.map((workspace: { name: string }) => workspace.name)).toEqual(['hub-users']);

    // A second login signs the same user in again.
    const again = await startLogin(app);
    const second = await app.request(
      `/api/v1/oauth2/providers/huggingface/access-token?code=good-code&state=${again.state}`,
      { headers: { Cookie: `oauth2_state=${again.state}` } },
    );
    expect(second.status).toBe(200);
    const users = await server.request('GET', '/api/v1/users');
    expect(users.body.items.filter((user: { username: string }) => user.username === 'hub-ann')).toHaveLength(
      1,
    );
  });

  it('answers 422 for a missing code or state and for a state that is not the cookie’s', async () => {
    const app = appWith();
    const noCode = await app.request('/api/v1/oauth2/providers/huggingface/access-token?state=abc', {
      headers: { Cookie: 'oauth2_state=abc' },
    });
    expect(noCode.status).toBe(422);
    expect(await noCode.json()).toEqual({ detail: "Missing 'code' parameter" });
    const mismatch = await app.request(
      '/api/v1/oauth2/providers/huggingface/access-token?code=good-code&state=abc',
      {
        headers: { Cookie: 'oauth2_state=xyz' },
      },
    );
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toEqual({ detail: 'OAuth state mismatch' });
  });

  it('answers 401 with the provider’s reason when it refuses the code', async () => {
    const response = await appWith().request(
      '/api/v1/oauth2/providers/huggingface/access-token?code=bad&state=abc',
      {
        headers: { Cookie: 'oauth2_state=abc' },
      },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Token exchange failed: Bad code' });
  });

  it('answers 404 for an unknown provider, and when OAuth2 is not enabled', async () => {
    const unknown = await appWith().request('/api/v1/oauth2/providers/github/authentication');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "OAuth Provider 'github' not found" });
    const disabled = appWith({ providers: [] });
    expect(await (await disabled.request('/api/v1/oauth2/providers')).json()).toEqual({ items: [] });
    const response = await disabled.request('/api/v1/oauth2/providers/huggingface/authentication');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'OAuth2 is not enabled' });
  });
});
