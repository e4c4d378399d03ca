import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnotationDataset, type AnnotationDatasetFixture } from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

/** Values a float32 column cannot hold exactly: the answer must show them as they read back. */
const SENT = [0.1, 1 / 3, -2.5e-7];

describe.each(testDialects())('bulk answers carry the vectors as stored (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  const bulk = (method: 'POST' | 'PUT', items: unknown[]) =>
    server.request(method, `/api/v1/datasets/${fixture.datasetId}/records/bulk`, { json: { items } });
  const stored = async (id: string) => (await server.request('GET', `/api/v1/records/${id}`)).body.vectors;

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    const style = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/vectors-settings`, {
      json: { name: 'style', title: 'Style', dimensions: 2 },
    });
    expect(style.status).toBe(201);
  });
  afterAll(async () => server?.close());

  it('POST and PUT answer each vector as a later read returns it, keeping the settings an item did not send', async () => {
    const created = await bulk('POST', [
      { fields: { text: 'First' }, external_id: 'v0', vectors: { embedding: SENT, style: [0.7, 0.2] } },
    ]);
    expect(created.status).toBe(201);
    const [record] = created.body.items;
    expect(record.vectors).toEqual(await stored(record.id));
    expect(record.vectors.embedding).toEqual([0.1, 0.33333334, -2.5e-7]);
    expect(Object.keys(record.vectors)).toEqual(['embedding', 'style']);

    const upserted = await bulk('PUT', [
      { external_id: 'v0', vectors: { style: [0.3, 0.9] } },
      { external_id: 'v1', fields: { text: 'Second' }, vectors: { style: [1.1, 2.2] } },
      { external_id: 'v2', fields: { text: 'Third' } },
    ]);
    expect(upserted.status).toBe(200);
    const [again, second, third] = upserted.body.items;
    expect(again.vectors).toEqual({ embedding: [0.1, 0.33333334, -2.5e-7], style: [0.3, 0.9] });
    expect(again.vectors).toEqual(await stored(again.id));
    expect(second.vectors).toEqual({ style: [1.1, 2.2] });
    expect(second.vectors).toEqual(await stored(second.id));
    expect(third.vectors).toEqual({});
    expect(third.vectors).toEqual(await stored(third.id));
  });

  it('answer in the bytes JSON.stringify prints, as JSON', async () => {
    // The vectors' text is spliced into the answer (`records-answer-json.ts`): reprinting the parsed answer must give
    // the same bytes, with every setting, an item without vectors and a key order JSON.stringify would choose.
    const raw = async (method: 'POST' | 'PUT', items: unknown[]) => {
      const res = await server.app.request(`/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
        method,
        headers: { 'X-Argilla-Api-Key': server.owner.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ items }),
      });
      expect(res.headers.get('content-type')).toBe('application/json');
      return { status: res.status, text: await res.text() };
    };
    const created = await raw('POST', [
      { fields: { text: 'Bytes' }, external_id: 'b0', vectors: { embedding: SENT, style: [0.7, -0] } },
      { fields: { text: 'No vectors \u0000 here' }, external_id: 'b1' },
    ]);
    expect(created.status).toBe(201);
    expect(created.text).toBe(JSON.stringify(JSON.parse(created.text)));
    expect(JSON.parse(created.text).items[0].vectors).toEqual({
      embedding: [0.1, 0.33333334, -2.5e-7],
      style: [0.7, 0],
    });
    const upserted = await raw('PUT', [
      { external_id: 'b0', vectors: { style: [0.3, 0.9] } },
      { external_id: 'b1', vectors: { embedding: [1, 2, 3], style: [1e-9, 123456789] } },
      { external_id: 'b2', fields: { text: 'New' }, vectors: { embedding: [0.5, 0.25, 0.125] } },
    ]);
    expect(upserted.status).toBe(200);
    expect(upserted.text).toBe(JSON.stringify(JSON.parse(upserted.text)));
    expect(JSON.parse(upserted.text).items.map((r: { vectors: unknown }) => r.vectors)).toEqual([
      { embedding: [0.1, 0.33333334, -2.5e-7], style: [0.3, 0.9] },
      { embedding: [1, 2, 3], style: [1e-9, 123456790] },
      { embedding: [0.5, 0.25, 0.125] },
    ]);
  });
});
