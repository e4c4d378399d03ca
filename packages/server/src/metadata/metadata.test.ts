import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

describe.each(testDialects())('metadata properties (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  const path = () => `/api/v1/datasets/${fixture.datasetId}/metadata-properties`;
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
  });
  afterAll(async () => server?.close());

  it('lists properties by visibility: annotators see visible ones only', async () => {
    const names = async (as: TestServer['owner'] | AnnotationDatasetFixture['admin']) =>
      (
        await server.request('GET', `/api/v1/me/datasets/${fixture.datasetId}/metadata-properties`, { as })
      ).body.items.map((p: { name: string }) => p.name);
    expect(await names(server.owner)).toEqual(['category', 'votes', 'price']);
    expect(await names(fixture.admin)).toEqual(['category', 'votes', 'price']);
    expect(await names(fixture.annotator)).toEqual(['category', 'price']);
    const outsider = await server.createUser('annotator');
    expect(
      (
        await server.request('GET', `/api/v1/me/datasets/${fixture.datasetId}/metadata-properties`, {
          as: outsider,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('GET', `/api/v1/me/datasets/${fixture.datasetId}/metadata-properties`, {
          as: null,
        })
      ).status,
    ).toBe(401);
  });

  it('creates properties on a published dataset with full settings and defaults', async () => {
    const res = await server.request('POST', path(), {
      json: { name: 'lang', title: 'Language', settings: { type: 'terms' } },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual([
      'id',
      'name',
      'title',
      'settings',
      'visible_for_annotators',
      'dataset_id',
      'inserted_at',
      'updated_at',
    ]);
    expect(res.body).toMatchObject({
      settings: { type: 'terms', values: null },
      visible_for_annotators: true,
    });
    const integer = await server.request('POST', path(), {
      json: { name: 'pages', title: 'Pages', settings: { type: 'integer', min: 1 } },
    });
    expect(integer.body.settings).toEqual({ type: 'integer', min: 1, max: null });
  });

  it('validates settings (422 shape A), names (409) and roles (403)', async () => {
    const bounds = await server.request('POST', path(), {
      json: { name: 'b', title: 'B', settings: { type: 'float', min: 5, max: 1 } },
    });
    expect(bounds.status).toBe(422);
    expect(bounds.body.detail.params.errors).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'settings'],
        msg: "Value error, 'min' value must be lower than 'max' value",
      },
    ]);
    const ints = await server.request('POST', path(), {
      json: { name: 'i', title: 'I', settings: { type: 'integer', min: 1.5 } },
    });
    expect(ints.body.detail.params.errors[0]).toMatchObject({
      type: 'int_from_float',
      loc: ['body', 'settings', 'min'],
    });
    const emptyTerms = await server.request('POST', path(), {
      json: { name: 't', title: 'T', settings: { type: 'terms', values: [] } },
    });
    expect(emptyTerms.body.detail.params.errors[0]).toMatchObject({
      type: 'too_short',
      loc: ['body', 'settings', 'values'],
    });
    const duplicate = await server.request('POST', path(), {
      json: { name: 'category', title: 'C', settings: { type: 'terms' } },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      detail: `Metadata property with name \`category\` already exists for dataset with id \`${fixture.datasetId}\``,
    });
    const forbidden = await server.request('POST', path(), {
      json: { name: 'x', title: 'X', settings: { type: 'terms' } },
      as: fixture.annotator,
    });
    expect(forbidden.status).toBe(403);
  });

  it('computes terms counts and numeric bounds in GET /metadata-properties/{id}/metrics', async () => {
    await addRecords(server, fixture.datasetId, 4, (i) => ({
      metadata: { category: i < 3 ? 'books' : 'games', votes: i * 10, price: 1.5 + i },
    }));
    const properties = (
      await server.request('GET', `/api/v1/me/datasets/${fixture.datasetId}/metadata-properties`)
    ).body.items;
    const id = (name: string) => properties.find((p: { name: string }) => p.name === name).id;
    const terms = await server.request('GET', `/api/v1/metadata-properties/${id('category')}/metrics`);
    expect(terms.body).toEqual({
      type: 'terms',
      total: 4,
      values: [
        { term: 'books', count: 3 },
        { term: 'games', count: 1 },
      ],
    });
    expect((await server.request('GET', `/api/v1/metadata-properties/${id('votes')}/metrics`)).body).toEqual({
      type: 'integer',
      min: 0,
      max: 30,
    });
    expect((await server.request('GET', `/api/v1/metadata-properties/${id('price')}/metrics`)).body).toEqual({
      type: 'float',
      min: 1.5,
      max: 4.5,
    });
    expect(
      (
        await server.request('GET', `/api/v1/metadata-properties/${id('votes')}/metrics`, {
          as: fixture.annotator,
        })
      ).status,
    ).toBe(403);
  });

  it('PATCH /metadata-properties/{id} sets title and visibility; DELETE returns the property', async () => {
    const created = (
      await server.request('POST', path(), {
        json: { name: 'tmp', title: 'Tmp', settings: { type: 'terms' } },
      })
    ).body;
    const hidden = await server.request('PATCH', `/api/v1/metadata-properties/${created.id}`, {
      json: { title: 'Temporary' },
      as: fixture.admin,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ title: 'Temporary', visible_for_annotators: false });
    const shown = await server.request('PATCH', `/api/v1/metadata-properties/${created.id}`, {
      json: { visible_for_annotators: true },
    });
    expect(shown.body.visible_for_annotators).toBe(true);
    expect(
      (await server.request('PATCH', `/api/v1/metadata-properties/${created.id}`, { json: { title: null } }))
        .status,
    ).toBe(422);
    expect(
      (await server.request('DELETE', `/api/v1/metadata-properties/${created.id}`, { as: fixture.annotator }))
        .status,
    ).toBe(403);
    const deleted = await server.request('DELETE', `/api/v1/metadata-properties/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(created.id);
    expect((await server.request('DELETE', `/api/v1/metadata-properties/${created.id}`)).body).toEqual({
      detail: `MetadataProperty with id \`${created.id}\` not found`,
    });
  });
});
