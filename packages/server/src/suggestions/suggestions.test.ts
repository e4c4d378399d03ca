import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

describe.each(testDialects())('suggestions (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let recordId: string;
  const put = (json: unknown, as?: AnnotationDatasetFixture['admin'] | null) =>
    server.request('PUT', `/api/v1/records/${recordId}/suggestions`, {
      json,
      ...(as !== undefined ? { as } : {}),
    });
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    [recordId] = (await addRecords(server, fixture.datasetId, 1)) as [string];
  });
  afterAll(async () => server?.close());

  it('PUT creates (201) then replaces (200) the suggestion of a question', async () => {
    const created = await put(
      {
        question_id: fixture.questionIds['label'],
        value: 'positive',
        score: 0.7,
        agent: 'gpt-4o',
        type: 'model',
      },
      fixture.admin,
    );
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual([
      'id',
      'question_id',
      'type',
      'value',
      'agent',
      'score',
      'inserted_at',
      'updated_at',
    ]);
    const replaced = await put({ question_id: fixture.questionIds['label'], value: 'negative' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: created.body.id,
      value: 'negative',
      agent: null,
      score: null,
      type: null,
    });
    const listed = await server.request('GET', `/api/v1/records/${recordId}/suggestions`, {
      as: fixture.annotator,
    });
    expect(listed.body.items.map((s: { value: string }) => s.value)).toEqual(['negative']);
  });

  it('validates question, value, score and agent', async () => {
    const unknown = await put({ question_id: fixture.workspaceId, value: 'x' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ detail: `Question with id \`${fixture.workspaceId}\` not found` });
    const value = await put({
      question_id: fixture.questionIds['topics'],
      value: ['price', 'fun'],
      score: [0.1, 0.2],
    });
    expect(value.body).toEqual({
      detail:
        "['fun'] are not valid labels for multi label selection question.\nValid labels are: ['price', 'quality']",
    });
    const scalarScore = await put({
      question_id: fixture.questionIds['topics'],
      value: ['price'],
      score: 0.5,
    });
    expect(scalarScore.body.detail.params.errors).toEqual([
      {
        type: 'value_error',
        loc: ['body'],
        msg: 'Value error, a single score value is not allowed for a list of values',
      },
    ]);
    const agent = await put({ question_id: fixture.questionIds['label'], value: 'positive', agent: '!!!' });
    expect(agent.body.detail.params.errors[0]).toMatchObject({
      type: 'string_pattern_mismatch',
      loc: ['body', 'agent'],
    });
    expect(
      (await put({ question_id: fixture.questionIds['label'], value: 'positive' }, fixture.annotator)).status,
    ).toBe(403);
    expect((await put({ question_id: fixture.questionIds['label'], value: 'positive' }, null)).status).toBe(
      401,
    );
  });

  it('deletes suggestions one by one (200) or by ids (204)', async () => {
    const rating = (await put({ question_id: fixture.questionIds['rating'], value: 3 })).body;
    const comment = (await put({ question_id: fixture.questionIds['comment'], value: 'Nice' })).body;
    const one = await server.request('DELETE', `/api/v1/suggestions/${rating.id}`, { as: fixture.admin });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(rating.id);
    expect((await server.request('DELETE', `/api/v1/suggestions/${rating.id}`)).body).toEqual({
      detail: `Suggestion with id \`${rating.id}\` not found`,
    });
    const many = await server.request('DELETE', `/api/v1/records/${recordId}/suggestions?ids=${comment.id}`);
    expect(many.status).toBe(204);
    expect((await server.request('DELETE', `/api/v1/records/${recordId}/suggestions`)).body).toEqual({
      detail: 'No suggestion IDs provided',
    });
    const left = (await server.request('GET', `/api/v1/records/${recordId}/suggestions`)).body.items;
    expect(left.map((s: { question_id: string }) => s.question_id)).toEqual([fixture.questionIds['label']]);
  });
});
