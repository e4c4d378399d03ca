import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

/**
 * The bulk writes answer from the rows they wrote (`written-records.ts`): every record they answer must be the one a
 * read after the write returns, byte for byte, whatever mix of new, matched, answered and repeated items the batch
 * holds.
 */
describe.each(testDialects())('bulk writes answer what a read returns (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let ids: string[];
  const read = async (id: string) =>
    (await server.request('GET', `/api/v1/records/${id}?include=responses,suggestions,vectors`)).body;
  const expectAnswerAsRead = async (items: { id: string }[]) => {
    for (const item of items) expect(JSON.stringify(item)).toBe(JSON.stringify(await read(item.id)));
  };
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    ids = await addRecords(server, fixture.datasetId, 3, (i) => ({
      metadata: { category: 'books', votes: i },
      suggestions: [{ question_id: fixture.questionIds['rating'], value: 3, agent: 'earlier' }],
      vectors: { embedding: [1, 0, i] },
    }));
    const answered = await server.request('POST', `/api/v1/records/${ids[2]}/responses`, {
      json: { status: 'submitted', values: { label: { value: 'neutral' } } },
      as: fixture.annotator,
    });
    expect(answered.status).toBe(201);
  });
  afterAll(async () => server?.close());

  it('PUT /records/bulk: new, new and answered, matched twice, matched with an answer and with stored ones', async () => {
    const label = fixture.questionIds['label'];
    const res = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: {
        items: [
          {
            external_id: 'new-1',
            fields: { text: 'A new record' },
            metadata: { votes: 7, category: 'music' },
            suggestions: [
              { question_id: label, value: 'negative', score: 0.25, agent: 'model' },
              { question_id: fixture.questionIds['topics'], value: ['price', 'quality'], score: [0.9, 0.1] },
            ],
            vectors: { embedding: [0.5, 0.25, 0.125] },
          },
          {
            external_id: 'new-2',
            fields: { text: 'A new record, answered' },
            responses: [
              {
                user_id: fixture.annotator.user.id,
                status: 'submitted',
                values: { label: { value: 'positive' } },
              },
            ],
          },
          {
            external_id: 'r0',
            metadata: { category: 'games' },
            suggestions: [{ question_id: label, value: 'neutral' }],
          },
          { id: ids[0], fields: { text: 'Record 0 again' } },
          {
            external_id: 'r1',
            responses: [
              { user_id: fixture.admin.user.id, status: 'draft', values: { label: { value: 'negative' } } },
            ],
          },
          { external_id: 'r2', vectors: { embedding: [0, 1, 0] } },
        ],
      },
      as: fixture.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(6);
    // An item matched twice answers the record as the batch left it, both times.
    expect(res.body.items[2]).toEqual(res.body.items[3]);
    expect(res.body.items[1].status).toBe('completed');
    expect(res.body.items[5].responses).toHaveLength(1);
    await expectAnswerAsRead(res.body.items);
  });

  it('POST /records/bulk: new records with and without answers', async () => {
    const res = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: {
        items: [
          {
            external_id: 'created-1',
            fields: { text: 'Created with a suggestion' },
            metadata: { price: 2.5 },
            suggestions: [{ question_id: fixture.questionIds['comment'], value: 'fine', agent: 'model' }],
            vectors: { embedding: [0, 0, 1] },
          },
          {
            external_id: 'created-2',
            fields: { text: 'Created answered' },
            responses: [
              { user_id: fixture.annotator.user.id, status: 'draft', values: { rating: { value: 4 } } },
            ],
          },
          { external_id: 'created-3', fields: { text: 'Created bare' } },
        ],
      },
    });
    expect(res.status).toBe(201);
    await expectAnswerAsRead(res.body.items);
  });
});
