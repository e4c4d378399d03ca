import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  addTermsProperty,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

// Plain numbers sort from the record's row on PostgreSQL, the rest from the metadata index: both must agree.
const MIX: Record<string, unknown>[] = [
  { mix: 5 },
  { mix: [2, 10] },
  { mix: '7' },
  { mix: 10 },
  { mix: 10.5, note: 'a\u0000b' },
  {},
  { mix: 1e21 },
];

describe.each(testDialects())('metadata sort over plain numbers and other values (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let ids: string[];
  const sorted = async (order: 'asc' | 'desc', q: string | null) => {
    const res = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/search`, {
      json: {
        ...(q ? { query: { text: { q } } } : {}),
        sort: [{ scope: { entity: 'metadata', metadata_property: 'mix' }, order }],
      },
      as: fixture.admin,
    });
    expect(res.status).toBe(200);
    return res.body.items.map((i: { record: { id: string } }) => ids.indexOf(i.record.id));
  };

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    await addTermsProperty(server, fixture.datasetId, 'mix');
    ids = await addRecords(server, fixture.datasetId, MIX.length, (i) => ({ metadata: MIX[i] }));
  });
  afterAll(async () => server?.close());

  it('orders by the largest number descending, then the largest text, missing values last', async () => {
    expect(await sorted('desc', null)).toEqual([6, 4, 1, 3, 0, 2, 5]);
    expect(await sorted('desc', 'ada')).toEqual([6, 4, 1, 3, 0, 2, 5]);
  });

  it('orders by the smallest number ascending, then the smallest text', async () => {
    expect(await sorted('asc', null)).toEqual([1, 0, 3, 4, 6, 2, 5]);
    expect(await sorted('asc', 'ada')).toEqual([1, 0, 3, 4, 6, 2, 5]);
  });
});
