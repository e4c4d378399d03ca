import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
  PENDING_QUEUE_BODY,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

const PENDING_QUEUE = PENDING_QUEUE_BODY;

describe.each(testDialects())('the uncounted search page and its total (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  const post = (path: string, body: unknown, query = '') =>
    server.request('POST', `/api/v1/me/datasets/${fixture.datasetId}/records/${path}${query}`, {
      json: body,
      as: fixture.annotator,
    });
  const idsOf = (res: { body: { items: { record: { id: string } }[] } }) =>
    res.body.items.map((i) => i.record.id);
  const phases = (res: { headers: Headers }) =>
    (res.headers.get('Server-Timing') ?? '').split(', ').map((entry) => entry.split(';dur=')[0]);

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    const ids = await addRecords(server, fixture.datasetId, 7, (i) => ({
      fields: { text: i % 2 === 0 ? `Record ${i} about a zeppelin.` : `Record ${i} about a bicycle.` },
    }));
    await server.request('POST', `/api/v1/records/${ids[0]}/responses`, {
      json: { status: 'discarded', values: null },
      as: fixture.annotator,
    });
  });
  afterAll(async () => server?.close());

  it('gives the counted search’s records in its order, with a null total while records follow and no count made', async () => {
    const counted = await post('search', PENDING_QUEUE, '?limit=3&include=responses');
    const page = await post('search/page', PENDING_QUEUE, '?limit=3&include=responses');
    expect(page.status).toBe(200);
    expect(idsOf(page)).toEqual(idsOf(counted));
    expect(page.body.items).toEqual(counted.body.items);
    expect(page.body.total).toBeNull();
    expect(counted.body.total).toBe(6);
    expect(phases(page)).not.toContain('count');
    expect(phases(counted)).toContain('count');
  });

  it('gives the exact total when the page holds the last records, exactly full or short', async () => {
    const last = await post('search/page', PENDING_QUEUE, '?offset=3&limit=3');
    expect(idsOf(last)).toHaveLength(3);
    expect(last.body.total).toBe(6);
    const short = await post('search/page', PENDING_QUEUE, '?offset=4&limit=10');
    expect([idsOf(short).length, short.body.total]).toEqual([2, 6]);
    const past = await post('search/page', PENDING_QUEUE, '?offset=10&limit=3');
    expect([idsOf(past).length, past.body.total]).toEqual([0, 6]);
  });

  it('tells a text query’s total, counted on the way', async () => {
    const page = await post('search/page', { query: { text: { q: 'zeppelin' } } }, '?limit=1');
    expect([idsOf(page).length, page.body.total]).toEqual([1, 4]);
  });

  it('counts what the search would: the pending queue, a text query, everything', async () => {
    for (const body of [PENDING_QUEUE, { query: { text: { q: 'bicycle' } } }, {}]) {
      const total = await post('search/total', body);
      const counted = await post('search', body, '?limit=1');
      expect(total.status).toBe(200);
      expect(total.body).toEqual({ total: counted.body.total });
    }
    expect((await post('search/total', PENDING_QUEUE)).body.total).toBe(6);
  });

  it('refuses what the search refuses, in the contract’s error shape', async () => {
    const bad = await post('search/page', { filters: { and: [] } });
    expect(bad.status).toBe(422);
    const badTotal = await post('search/total', { sort: [] });
    expect(badTotal.status).toBe(422);
    const badLimit = await post('search/page', {}, '?limit=0');
    expect(badLimit.status).toBe(422);
    expect(badLimit.body).toHaveProperty('detail');
  });
});
