import fieldsFixture from './fixtures/fields.json';
import questionsFixture from './fixtures/questions.json';
import searchFixture from './fixtures/search-metrics-workspaces.json';
import type { WireDataset } from '../api/wire/datasets';
import type { ResponseUpsert, WireRecord, WireResponse } from '../api/wire/records';
import type { WireSearchResult } from '../api/wire/search';
import { createFakeFetch } from './createFakeFetch';

export const DATASET_ID = 'd0000000-0000-4000-8000-000000000001';
export const WORKSPACE_ID = '4e70e21a-7533-41e9-8a25-11d6ee3091be';
export const USER_ID = 'u0000000-0000-4000-8000-000000000001';

const fixtureRecords = (searchFixture as unknown as Record<string, WireSearchResult>)[
  'POST /api/v1/me/datasets/{datasetId}/records/search (pending queue, mockTwoRecords)'
]!.items.map((item) => item.record);

export const wireDataset: WireDataset = {
  id: DATASET_ID,
  name: 'imdb-reviews',
  guidelines: 'Be kind',
  allow_extra_metadata: true,
  status: 'ready',
  distribution: { strategy: 'overlap', min_submitted: 1 },
  metadata: null,
  workspace_id: WORKSPACE_ID,
  last_activity_at: '2024-05-01T10:22:33.123456',
  inserted_at: '2023-07-18T07:43:35',
  updated_at: '2023-07-18T07:43:35',
};

/**
 * An in-memory server for the annotation flow on the fixture dataset (5 questions, 1 field, 2 pending records):
 * a record leaves the caller's pending queue once it has the caller's response, like the real `/me` search.
 */
export function createFakeAnnotationServer(records: WireRecord[] = structuredClone(fixtureRecords)) {
  const server = createFakeFetch();
  const responses = new Map<string, WireResponse>();
  let nextResponse = 1;
  const pending = () => records.filter((record) => !responses.has(record.id));
  const base = '/api/v1';

  server.on('GET', `${base}/datasets/${DATASET_ID}`, { body: wireDataset });
  server.on('GET', `${base}/workspaces/${WORKSPACE_ID}`, {
    body: searchFixture['GET /api/v1/me/workspaces'].items[0],
  });
  server.on('GET', `${base}/datasets/${DATASET_ID}/fields`, {
    body: fieldsFixture['GET /api/v1/datasets/{id}/fields'],
  });
  server.on('GET', `${base}/datasets/${DATASET_ID}/questions`, {
    body: questionsFixture['GET /api/v1/datasets/{id}/questions'].mockQuestion,
  });
  server.on('GET', `${base}/me/datasets/${DATASET_ID}/metrics`, () => {
    const statuses = [...responses.values()].map((response) => response.status);
    const count = (status: string) => statuses.filter((candidate) => candidate === status).length;
    return {
      body: {
        responses: {
          total: records.length,
          submitted: count('submitted'),
          discarded: count('discarded'),
          draft: count('draft'),
          pending: records.length - statuses.length,
        },
      },
    };
  });
  server.on('GET', `${base}/datasets/${DATASET_ID}/progress`, () => {
    const completed = records.filter((record) => record.status === 'completed').length;
    return { body: { total: records.length, completed, pending: records.length - completed, users: [] } };
  });
  server.on('POST', `${base}/me/datasets/${DATASET_ID}/records/search`, (call) => {
    const offset = Number(call.query.get('offset') ?? 0);
    const limit = Number(call.query.get('limit') ?? 50);
    const queue = pending();
    return {
      body: {
        items: queue.slice(offset, offset + limit).map((record) => ({ record, query_score: null })),
        total: queue.length,
      },
    };
  });
  const save = (id: string, recordId: string, body: ResponseUpsert): WireResponse => {
    const response: WireResponse = {
      id,
      record_id: recordId,
      user_id: USER_ID,
      status: body.status,
      values: body.values ?? null,
      inserted_at: '2024-05-01T10:22:33.123456',
      updated_at: '2024-05-01T10:22:33.123456',
    };
    responses.set(recordId, response);
    return response;
  };
  /** Accepts PUT /responses/{id} for an existing response. */
  const acceptUpdates = (responseId: string, recordId: string) =>
    server.on('PUT', `${base}/responses/${responseId}`, (call) => ({
      body: save(responseId, recordId, call.json as ResponseUpsert),
    }));
  for (const record of records) {
    server.on('POST', `${base}/records/${record.id}/responses`, (call) => {
      const response = save(`resp-${nextResponse++}`, record.id, call.json as ResponseUpsert);
      acceptUpdates(response.id, record.id);
      return { status: 201, body: response };
    });
  }

  return { server, records, responses, acceptUpdates, fetch: server.fetch };
}
