import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

describe.each(testDialects())('vector settings (%s)', (dialect) => {
  let server: TestServer;
  let datasetId: string;
  let annotator: TestUser;
  const post = (json: unknown, as?: TestUser) =>
    server.request('POST', `/api/v1/datasets/${datasetId}/vectors-settings`, { json, ...(as ? { as } : {}) });
  beforeAll(async () => {
    server = await createTestServer(dialect);
    const workspaceId = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'ws' } })).body
      .id;
    datasetId = (
      await server.request('POST', '/api/v1/datasets', { json: { name: 'ds', workspace_id: workspaceId } })
    ).body.id;
    annotator = await server.createUser('annotator', [workspaceId]);
  });
  afterAll(async () => server?.close());

  it('creates and lists vector settings', async () => {
    const res = await post({ name: 'v0', title: 'Vector 0', dimensions: 4 });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual([
      'id',
      'name',
      'title',
      'dimensions',
      'dataset_id',
      'inserted_at',
      'updated_at',
    ]);
    expect(res.body).toMatchObject({ name: 'v0', dimensions: 4, dataset_id: datasetId });
    const list = await server.request('GET', `/api/v1/datasets/${datasetId}/vectors-settings`, {
      as: annotator,
    });
    expect(list.body.items.map((v: { name: string }) => v.name)).toEqual(['v0']);
  });

  it('validates dimensions > 0, and answers 409 for duplicate names, 403 annotators, 401 anonymous', async () => {
    const zero = await post({ name: 'z', title: 'Z', dimensions: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body.detail.params.errors).toEqual([
      { type: 'greater_than', loc: ['body', 'dimensions'], msg: 'Input should be greater than 0' },
    ]);
    const duplicate = await post({ name: 'v0', title: 'Again', dimensions: 4 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      detail: `Vector settings with name \`v0\` already exists for dataset with id \`${datasetId}\``,
    });
    expect((await post({ name: 'a', title: 'A', dimensions: 2 }, annotator)).status).toBe(403);
    expect(
      (await server.request('GET', `/api/v1/datasets/${datasetId}/vectors-settings`, { as: null })).status,
    ).toBe(401);
  });

  it('allows at most 5 vector settings per dataset', async () => {
    for (let i = 1; i < 5; i += 1)
      expect((await post({ name: `v${i}`, title: `V${i}`, dimensions: 2 })).status).toBe(201);
    const sixth = await post({ name: 'v5', title: 'V5', dimensions: 2 });
    expect(sixth.status).toBe(422);
    expect(sixth.body).toEqual({
      detail: `The maximum number of vector settings has been reached for dataset with id \`${datasetId}\``,
    });
  });

  it('PATCH /vectors-settings/{id} needs a title; DELETE removes the setting', async () => {
    const [first] = (await server.request('GET', `/api/v1/datasets/${datasetId}/vectors-settings`)).body
      .items;
    const missing = await server.request('PATCH', `/api/v1/vectors-settings/${first.id}`, { json: {} });
    expect(missing.body.detail.params.errors).toEqual([
      { type: 'missing', loc: ['body', 'title'], msg: 'Field required' },
    ]);
    const renamed = await server.request('PATCH', `/api/v1/vectors-settings/${first.id}`, {
      json: { title: 'Renamed' },
    });
    expect(renamed.body).toMatchObject({ id: first.id, title: 'Renamed', dimensions: 4 });
    expect(
      (await server.request('DELETE', `/api/v1/vectors-settings/${first.id}`, { as: annotator })).status,
    ).toBe(403);
    expect((await server.request('DELETE', `/api/v1/vectors-settings/${first.id}`)).status).toBe(200);
    expect(
      (await server.request('GET', `/api/v1/datasets/${datasetId}/vectors-settings`)).body.items,
    ).toHaveLength(4);
  });
});
