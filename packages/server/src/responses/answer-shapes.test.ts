import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

/** Ranking items as a client may send them: with the option's text, description and id. */
const RANKING_SENT = [
  { value: 'a', rank: 1, text: 'A', description: 'First', id: 'opt-a' },
  { value: 'b', rank: '2', text: 'B' },
  { value: 'c', rank: 3.0, description: null },
];
const RANKING_STORED = [
  { value: 'a', rank: 1 },
  { value: 'b', rank: 2 },
  { value: 'c', rank: 3 },
];
const SPAN_SENT = [{ label: 'PER', start: '7', end: 19, text: 'Ada Lovelace', color: '#f00' }];
const SPAN_STORED = [{ label: 'PER', start: 7, end: 19 }];

/**
 * Issue 25: ranking answers (responses and suggestions) are stored and returned as `{value, rank}` only, and spans as
 * `{label, start, end}`, as the original's response models leave them; extra keys are dropped, not stored.
 */
describe.each(testDialects())('answer shapes on every write path (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let ids: string[];
  const storedValues = async (recordId: string) =>
    (
      await server.db
        .selectFrom('responses')
        .select('values')
        .where('record_id', '=', recordId)
        .where('user_id', '=', fixture.annotator.user.id)
        .executeTakeFirstOrThrow()
    ).values;
  const storedSuggestion = async (recordId: string, question: string) =>
    (
      await server.db
        .selectFrom('suggestions')
        .select('value')
        .where('record_id', '=', recordId)
        .where('question_id', '=', fixture.questionIds[question] as string)
        .executeTakeFirstOrThrow()
    ).value;

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    ids = await addRecords(server, fixture.datasetId, 6);
  });
  afterAll(async () => server?.close());

  it('stores responses by POST, PUT and /me/responses/bulk without the extra keys', async () => {
    const as = fixture.annotator;
    const values = {
      label: { value: 'positive' },
      ranking: { value: RANKING_SENT },
      entities: { value: SPAN_SENT },
    };
    const expected = {
      label: { value: 'positive' },
      ranking: { value: RANKING_STORED },
      entities: { value: SPAN_STORED },
    };
    const created = await server.request('POST', `/api/v1/records/${ids[0]}/responses`, {
      json: { status: 'submitted', values },
      as,
    });
    expect(created.status).toBe(201);
    expect(created.body.values).toEqual(expected);
    expect(JSON.parse((await storedValues(ids[0] as string)) as string)).toEqual(expected);

    const updated = await server.request('PUT', `/api/v1/responses/${created.body.id}`, {
      json: { status: 'draft', values: { ranking: { value: [{ value: 'b', text: 'B' }] } } },
      as,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.values).toEqual({ ranking: { value: [{ value: 'b', rank: null }] } });

    const bulk = await server.request('POST', '/api/v1/me/responses/bulk', {
      json: { items: [{ record_id: ids[1], status: 'submitted', values }] },
      as,
    });
    expect(bulk.body.items[0].item.values).toEqual(expected);
    expect(JSON.parse((await storedValues(ids[1] as string)) as string)).toEqual(expected);
    const record = await server.request('GET', `/api/v1/records/${ids[1]}`);
    expect(record.body.responses[0].values).toEqual(expected);
  });

  it('stores suggestions by PUT /records/{id}/suggestions and PATCH /records/{id} without the extra keys', async () => {
    const put = await server.request('PUT', `/api/v1/records/${ids[2]}/suggestions`, {
      json: { question_id: fixture.questionIds['ranking'], value: RANKING_SENT, agent: 'ranker' },
    });
    expect(put.status).toBe(201);
    expect(put.body.value).toEqual(RANKING_STORED);
    expect(JSON.parse(await storedSuggestion(ids[2] as string, 'ranking'))).toEqual(RANKING_STORED);

    const patched = await server.request('PATCH', `/api/v1/records/${ids[3]}`, {
      json: {
        suggestions: [
          { question_id: fixture.questionIds['ranking'], value: RANKING_SENT },
          { question_id: fixture.questionIds['entities'], value: SPAN_SENT },
        ],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.suggestions.map((s: { value: unknown }) => s.value)).toEqual([
      RANKING_STORED,
      SPAN_STORED,
    ]);
  });

  it('stores the responses and suggestions of records bulk create and upsert without the extra keys', async () => {
    const item = {
      responses: [
        { user_id: fixture.annotator.user.id, status: 'draft', values: { ranking: { value: RANKING_SENT } } },
      ],
      suggestions: [{ question_id: fixture.questionIds['ranking'], value: RANKING_SENT }],
    };
    const created = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items: [{ fields: { text: 'Ada Lovelace wrote notes.' }, external_id: 'shapes', ...item }] },
    });
    expect(created.status).toBe(201);
    const [record] = created.body.items;
    expect(record.responses[0].values).toEqual({ ranking: { value: RANKING_STORED } });
    expect(record.suggestions[0].value).toEqual(RANKING_STORED);

    const upserted = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items: [{ id: ids[4], ...item }] },
    });
    expect(upserted.status).toBe(200);
    expect(upserted.body.items[0].responses[0].values).toEqual({ ranking: { value: RANKING_STORED } });
    expect(JSON.parse(await storedSuggestion(ids[4] as string, 'ranking'))).toEqual(RANKING_STORED);
  });

  it('still refuses what pydantic refuses: a rank that is no integer, a value that is no string', async () => {
    const refused = await server.request('POST', `/api/v1/records/${ids[5]}/responses`, {
      json: { status: 'draft', values: { ranking: { value: [{ value: 'a', rank: 1.5 }] } } },
      as: fixture.annotator,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      detail: "ranking question expects a list of items with a string 'value' and an integer or null 'rank'",
    });
    const numeric = await server.request('POST', `/api/v1/records/${ids[5]}/responses`, {
      json: { status: 'draft', values: { ranking: { value: [{ value: 1, rank: 1 }] } } },
      as: fixture.annotator,
    });
    expect(numeric.body).toEqual(refused.body);
  });
});
