import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { createFakeFetch } from '../testing/createFakeFetch';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';

const DATASET_ID = '11111111-2222-4333-8444-555555555555';

function setup(credentials: { token?: string | null; apiKey?: string | null } = {}, baseUrl?: string) {
  const server = createFakeFetch();
  const client = createApiClient({ baseUrl, fetch: server.fetch, getCredentials: () => credentials });
  return { server, client };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient: requests', () => {
  it('posts the token request form-encoded under the default base path api', async () => {
    const { server, client } = setup();
    server.on('POST', '/api/v1/token', { status: 201, body: { access_token: 'jwt', token_type: 'bearer' } });

    await expect(client.createToken('ann', 'p&ss word')).resolves.toEqual({
      access_token: 'jwt',
      token_type: 'bearer',
    });

    const [call] = server.calls;
    expect(call?.url).toBe('api/v1/token');
    expect(call?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(call?.body).toBe('username=ann&password=p%26ss+word');
    expect(call?.headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token, or the API key header when a key is given', async () => {
    const bearer = setup({ token: 'jwt-1' });
    bearer.server.on('GET', '/api/v1/me', { body: {} });
    await bearer.client.getMe();
    expect(bearer.server.calls[0]?.headers.Authorization).toBe('Bearer jwt-1');
    expect(bearer.server.calls[0]?.headers['X-Argilla-Api-Key']).toBeUndefined();

    const apiKey = setup({ token: 'jwt-1', apiKey: 'key-1' });
    apiKey.server.on('GET', '/api/v1/me', { body: {} });
    await apiKey.client.getMe();
    expect(apiKey.server.calls[0]?.headers['X-Argilla-Api-Key']).toBe('key-1');
    expect(apiKey.server.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('accepts an absolute base URL with a trailing slash', async () => {
    const { server, client } = setup({}, 'http://localhost:6900/api/');
    server.on('GET', '/api/v1/settings', { body: { argilla: {} } });
    await client.getSettings();
    expect(server.calls[0]?.url).toBe('http://localhost:6900/api/v1/settings');
  });

  it('calls every read endpoint with GET on its contract path', async () => {
    const { server, client } = setup({ token: 't' });
    const calls: [() => Promise<unknown>, string][] = [
      [() => client.getMe(), '/api/v1/me'],
      [() => client.getSettings(), '/api/v1/settings'],
      [() => client.getMyWorkspaces(), '/api/v1/me/workspaces'],
      [() => client.getWorkspace('w1'), '/api/v1/workspaces/w1'],
      [() => client.getMyDatasets(), '/api/v1/me/datasets'],
      [() => client.getDataset(DATASET_ID), `/api/v1/datasets/${DATASET_ID}`],
      [() => client.getDatasetProgress(DATASET_ID), `/api/v1/datasets/${DATASET_ID}/progress`],
      [() => client.getFields(DATASET_ID), `/api/v1/datasets/${DATASET_ID}/fields`],
      [() => client.getQuestions(DATASET_ID), `/api/v1/datasets/${DATASET_ID}/questions`],
      [
        () => client.getMetadataProperties(DATASET_ID),
        `/api/v1/me/datasets/${DATASET_ID}/metadata-properties`,
      ],
      [() => client.getMetadataMetrics('m1'), '/api/v1/metadata-properties/m1/metrics'],
      [() => client.getVectorSettings(DATASET_ID), `/api/v1/datasets/${DATASET_ID}/vectors-settings`],
      [() => client.getMyMetrics(DATASET_ID), `/api/v1/me/datasets/${DATASET_ID}/metrics`],
      [
        () => client.getSuggestionOptions(DATASET_ID),
        `/api/v1/datasets/${DATASET_ID}/records/search/suggestions/options`,
      ],
      [() => client.getRecord('r1'), '/api/v1/records/r1'],
    ];
    for (const [, path] of calls) server.on('GET', path, { body: { ok: path } });
    for (const [call, path] of calls) await expect(call()).resolves.toEqual({ ok: path });
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      calls.map(([, path]) => `GET ${path}`),
    );
    expect(server.calls.every((call) => call.headers.Accept?.includes('application/json'))).toBe(true);
  });

  it('searches with a JSON body and include, offset and limit as query parameters', async () => {
    const { server, client } = setup({ token: 't' });
    const path = `/api/v1/me/datasets/${DATASET_ID}/records/search`;
    server.on('POST', path, { body: { items: [], total: 0 } });
    const body = { query: {}, filters: { and: [] } };

    await client.searchMyRecords(DATASET_ID, body, {
      include: ['responses', 'suggestions'],
      offset: 4,
      limit: 1,
    });

    const [call] = server.callsTo('POST', path);
    expect(call?.query.getAll('include')).toEqual(['responses', 'suggestions']);
    expect(call?.query.get('offset')).toBe('4');
    expect(call?.query.get('limit')).toBe('1');
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.json).toEqual(body);
  });

  it('creates with POST, updates with PUT and deletes with DELETE', async () => {
    const { server, client } = setup({ token: 't' });
    const body = { status: 'submitted' as const, values: { q: { value: 'a' } } };
    server.on('POST', '/api/v1/records/r1/responses', { status: 201, body: { id: 'resp' } });
    server.on('PUT', '/api/v1/responses/resp', { body: { id: 'resp' } });
    server.on('DELETE', '/api/v1/responses/resp', { body: { id: 'resp' } });

    await client.createResponse('r1', body);
    await client.updateResponse('resp', body);
    await client.deleteResponse('resp');

    expect(server.calls.map((call) => [call.method, call.path, call.json])).toEqual([
      ['POST', '/api/v1/records/r1/responses', body],
      ['PUT', '/api/v1/responses/resp', body],
      ['DELETE', '/api/v1/responses/resp', undefined],
    ]);
  });
});

describe('createApiClient: errors through the catalogue', () => {
  const t = createI18n({ lng: 'en' }).t;
  const shown = (error: ApiError) => error.message.text ?? t(error.message.key, error.message.params);

  it.each([
    [
      401,
      {
        detail: {
          code: 'argilla.api.errors::UnauthorizedError',
          params: { detail: 'Could not validate credentials' },
        },
      },
      'Could not validate credentials',
    ],
    [404, { detail: 'Dataset with id `x` not found' }, 'Could not find the requested resource'],
    [429, undefined, 'Please wait a few seconds before trying again'],
    [
      500,
      {
        detail: {
          code: 'argilla.api.errors::GenericServerError',
          params: { type: 'builtins.RuntimeError', message: 'boom' },
        },
      },
      'An error occurred, please try again later',
    ],
  ])('maps HTTP %i to its text', async (status, body, text) => {
    const { server, client } = setup();
    server.on('GET', '/api/v1/me', { status, body });
    const error = await caught(client.getMe());
    expect(error.status).toBe(status);
    expect(error.message.key).toBe(`http.${status}`);
    expect(shown(error)).toBe(text);
  });

  it('maps a business code to validations.businessLogic.<code>', async () => {
    const { server, client } = setup();
    const body = {
      code: 'missing_vector',
      message: 'Record `r` does not have a vector for vector settings `v`',
    };
    server.on('POST', `/api/v1/me/datasets/${DATASET_ID}/records/search`, { status: 422, body });
    const error = await caught(client.searchMyRecords(DATASET_ID, {}));
    expect(error.code).toBe('missing_vector');
    expect(error.message.key).toBe('validations.businessLogic.missing_vector');
    expect(shown(error)).toBe('Vector not found for the selected record');
    expect(error.body).toEqual(body);
  });

  it('shows a string detail verbatim', async () => {
    const { server, client } = setup();
    const detail = 'Response already exists for record with id `r1` and by user with id `u1`';
    server.on('POST', '/api/v1/records/r1/responses', { status: 409, body: { detail } });
    const error = await caught(client.createResponse('r1', { status: 'draft', values: {} }));
    expect(error.detail).toBe(detail);
    expect(error.message.text).toBe(detail);
    expect(shown(error)).toBe(detail);
  });

  it('keeps the legacy code and never shows an object detail', async () => {
    const { server, client } = setup();
    server.on('GET', '/api/v1/me', {
      status: 403,
      body: {
        detail: {
          code: 'argilla.api.errors::ForbiddenOperationError',
          params: { detail: 'Operation not allowed' },
        },
      },
    });
    const error = await caught(client.getMe());
    expect(error.code).toBe('argilla.api.errors::ForbiddenOperationError');
    expect(error.detail).toBeUndefined();
    expect(shown(error)).toBe('The request failed (status 403). Please try again');
    expect(error.reason).toBe('Operation not allowed');
  });

  it('turns a network failure into status 0 and http.network', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await caught(client.getMe());
    expect(error.status).toBe(0);
    expect(error.message.key).toBe('http.network');
    expect(error.reason).toBe('Failed to fetch');
    expect(error).toBeInstanceOf(Error);
  });
});
