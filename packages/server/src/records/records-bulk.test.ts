import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnotationDataset, type AnnotationDatasetFixture } from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

describe.each(testDialects())('POST /datasets/{id}/records/bulk (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  const bulk = (items: unknown[], as?: AnnotationDatasetFixture['admin'] | null) =>
    server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items },
      ...(as !== undefined ? { as } : {}),
    });
  const count = async () =>
    Number(
      (
        await server.db
          .selectFrom('records')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('dataset_id', '=', fixture.datasetId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  beforeAll(async () => {
    server = await createTestServer(dialect, {});
    fixture = await createAnnotationDataset(server);
  });
  afterAll(async () => server?.close());

  it('creates records with suggestions, vectors and responses and returns every relationship (201)', async () => {
    const res = await bulk(
      [
        {
          fields: { text: 'Ada Lovelace joined Acme.' },
          metadata: { category: 'books', votes: 3, price: 9.5, note: 'extra keys are allowed' },
          external_id: 'ext-1',
          suggestions: [
            {
              question_id: fixture.questionIds['label'],
              value: 'positive',
              score: 0.9,
              agent: 'model-v1',
              type: 'model',
            },
            {
              question_id: fixture.questionIds['topics'],
              value: ['price', 'quality'],
              score: [0.5, 0.7],
              agent: 'model v2',
            },
          ],
          vectors: { embedding: [0.1, 0.2, 0.3] },
          responses: [
            {
              user_id: fixture.annotator.user.id,
              status: 'submitted',
              values: { label: { value: 'negative' } },
            },
          ],
          id: null,
          status: 'pending',
        },
        { fields: { text: 'Second record' } },
      ],
      fixture.admin,
    );
    expect(res.status).toBe(201);
    const [first, second] = res.body.items;
    expect(Object.keys(first)).toEqual([
      'id',
      'status',
      'fields',
      'metadata',
      'external_id',
      'responses',
      'suggestions',
      'vectors',
      'dataset_id',
      'inserted_at',
      'updated_at',
    ]);
    expect(first).toMatchObject({
      status: 'completed',
      fields: { text: 'Ada Lovelace joined Acme.' },
      external_id: 'ext-1',
      vectors: { embedding: [0.1, 0.2, 0.3] },
      dataset_id: fixture.datasetId,
    });
    expect(first.responses).toHaveLength(1);
    expect(first.responses[0]).toMatchObject({
      status: 'submitted',
      user_id: fixture.annotator.user.id,
      values: { label: { value: 'negative' } },
    });
    expect(first.suggestions.map((s: { agent: string }) => s.agent)).toEqual(['model-v1', 'model v2']);
    expect(first.suggestions[1]).toMatchObject({
      value: ['price', 'quality'],
      score: [0.5, 0.7],
      type: null,
    });
    expect(second).toMatchObject({
      status: 'pending',
      metadata: null,
      external_id: null,
      responses: [],
      suggestions: [],
      vectors: {},
    });
  });

  it.each([
    [{ fields: { other: 'x', text: 'y' } }, "found fields values for non configured fields: ['other']"],
    [{ fields: { text: null } }, "missing required value for field: 'text'"],
    [{ fields: { text: ['a', 'b'] } }, "Wrong value found for field 'text'. Expected 'str', found 'list'"],
    [
      { fields: { text: 'x' }, metadata: { category: 'films' } },
      "metadata is not valid: 'category' metadata property validation failed because 'films' is not an allowed term.",
    ],
    [
      { fields: { text: 'x' }, metadata: { votes: 'many' } },
      "metadata is not valid: 'votes' metadata property validation failed because 'many' is not an integer.",
    ],
    [
      { fields: { text: 'x' }, metadata: { votes: 5000 } },
      "metadata is not valid: 'votes' metadata property validation failed because '5000' is out of range.",
    ],
    [
      { fields: { text: 'x' }, vectors: { embedding: [1, 2] } },
      'record does not have valid vectors: vector value for vector name=embedding must have 3 elements, got 2 elements',
    ],
    [
      { fields: { text: 'x' }, vectors: { missing: [1, 2, 3] } },
      'record does not have valid vectors: vector with name=missing does not exist for dataset_id=DATASET',
    ],
  ])('reports an invalid record by position: %j', async (record, reason) => {
    const res = await bulk([{ fields: { text: 'valid' } }, record]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: `Record at position 1 is not valid because ${reason.replace('DATASET', fixture.datasetId)}`,
    });
  });

  // Issue 25 (the overlap model): an SDK upload of existing multi-annotator labels keeps every answer.
  it('times its phases in Server-Timing, on create and on upsert (and a refused batch still says how long it took)', async () => {
    const phases = (res: { headers: Headers }) =>
      (res.headers.get('Server-Timing') ?? '').split(', ').map((entry) => entry.split(';dur=')[0]);
    const items = [{ fields: { text: 'Timed.' }, external_id: 'timed-1' }];
    const created = await bulk(items);
    expect(created.status).toBe(201);
    expect(phases(created)).toEqual(['body', 'prepare', 'write', 'answer', 'json', 'total']);
    const upserted = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items },
    });
    expect(upserted.status).toBe(200);
    expect(phases(upserted)).toEqual(['body', 'prepare', 'write', 'answer', 'json', 'total']);
    for (const entry of (upserted.headers.get('Server-Timing') ?? '').split(', '))
      expect(Number(entry.split(';dur=')[1])).toBeGreaterThanOrEqual(0);
    // Refused while preparing: the phases measured until then.
    const refused = await bulk(items);
    expect(refused.status).toBe(422);
    expect(phases(refused)).toEqual(['body', 'prepare', 'total']);
  });

  it('stores every submitted response a record carries beyond min_submitted, on create and on upsert', async () => {
    const third = await server.createUser('annotator', [fixture.workspaceId]);
    const answer = (user: { user: { id: string } }, label: string) => ({
      user_id: user.user.id,
      status: 'submitted',
      values: { label: { value: label } },
    });
    const created = await bulk([
      {
        fields: { text: 'Three people labelled this one.' },
        external_id: 'overlap-1',
        responses: [answer(fixture.annotator, 'positive'), answer(fixture.admin, 'negative')],
      },
    ]);
    expect(created.status).toBe(201);
    expect(created.body.items[0].status).toBe('completed');
    expect(created.body.items[0].responses.map((r: { values: unknown }) => r.values)).toEqual([
      { label: { value: 'positive' } },
      { label: { value: 'negative' } },
    ]);
    const upserted = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items: [{ external_id: 'overlap-1', responses: [answer(third, 'neutral')] }] },
    });
    expect(upserted.status).toBe(200);
    expect(upserted.body.items[0].status).toBe('completed');
    expect(
      upserted.body.items[0].responses.map((r: { user_id: string; status: string }) => [r.user_id, r.status]),
    ).toEqual([
      [fixture.annotator.user.id, 'submitted'],
      [fixture.admin.user.id, 'submitted'],
      [third.user.id, 'submitted'],
    ]);
  });

  it('validates suggestions and responses of each record', async () => {
    const label = fixture.questionIds['label'];
    const suggestion = await bulk([
      { fields: { text: 'x' }, suggestions: [{ question_id: label, value: 'angry' }] },
    ]);
    expect(suggestion.body).toEqual({
      detail:
        "Record at position 0 is not valid because record does not have valid suggestions: 'angry' is not a valid label for label selection question.\nValid labels are: ['positive', 'negative', 'neutral']",
    });
    const unknownQuestion = await bulk([
      { fields: { text: 'x' }, suggestions: [{ question_id: fixture.workspaceId, value: 'a' }] },
    ]);
    expect(unknownQuestion.body).toEqual({
      detail: `Record at position 0 is not valid because record does not have valid suggestions: question id=${fixture.workspaceId} does not exist`,
    });
    const response = await bulk([
      {
        fields: { text: 'x' },
        responses: [
          { user_id: fixture.admin.user.id, status: 'submitted', values: { rating: { value: 9 } } },
        ],
      },
    ]);
    expect(response.body).toEqual({
      detail:
        "Record at position 0 is not valid because record does not have valid responses: missing response value for required question with name='label'",
    });
    const unknownUser = await bulk([
      { fields: { text: 'x' }, responses: [{ user_id: fixture.workspaceId, status: 'discarded' }] },
    ]);
    expect(unknownUser.body).toEqual({
      detail: `Record at position 0 is not valid because record does not have valid responses: user with id=${fixture.workspaceId} not found`,
    });
  });

  it('validates the request shape (422 shape A)', async () => {
    const empty = await bulk([]);
    expect(empty.body.detail.params.errors).toEqual([
      {
        type: 'too_short',
        loc: ['body', 'items'],
        msg: 'List should have at least 1 item after validation, not 0',
      },
    ]);
    const numeric = await bulk([{ fields: { text: 5 } }]);
    expect(numeric.body.detail.params.errors).toEqual([
      {
        type: 'string_type',
        loc: ['body', 'items', 0, 'fields', 'text'],
        msg: 'Input should be a valid string',
      },
    ]);
    const score = await bulk([
      {
        fields: { text: 'x' },
        suggestions: [{ question_id: fixture.questionIds['label'], value: 'positive', score: 1.5 }],
      },
    ]);
    expect(score.status).toBe(422);
    expect(score.body.detail.params.errors[0].loc.slice(0, 5)).toEqual([
      'body',
      'items',
      0,
      'suggestions',
      0,
    ]);
    const tooMany = await bulk(Array.from({ length: 501 }, () => ({ fields: { text: 'x' } })));
    expect(tooMany.body.detail.params.errors[0]).toEqual({
      type: 'too_long',
      loc: ['body', 'items'],
      msg: 'List should have at most 500 items after validation, not 501',
    });
  });

  it('is all-or-nothing and rejects external ids that already exist', async () => {
    const before = await count();
    const res = await bulk([
      { fields: { text: 'fine' }, external_id: 'new-1' },
      { fields: { text: 'fine' }, external_id: 'ext-1' },
    ]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: 'found records with same external ids: ext-1' });
    const invalidLast = await bulk([{ fields: { text: 'fine' }, external_id: 'new-2' }, { fields: {} }]);
    expect(invalidLast.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('refuses records for draft datasets, annotators (403) and anonymous callers (401)', async () => {
    const draft = (
      await server.request('POST', '/api/v1/datasets', {
        json: { name: 'draft', workspace_id: fixture.workspaceId },
      })
    ).body;
    const res = await server.request('POST', `/api/v1/datasets/${draft.id}/records/bulk`, {
      json: { items: [{ fields: { text: 'x' } }] },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: 'records cannot be created for a non published dataset' });
    expect((await bulk([{ fields: { text: 'x' } }], fixture.annotator)).status).toBe(403);
    expect((await bulk([{ fields: { text: 'x' } }], null)).status).toBe(401);
  });

  it('GET /records/{id} returns every user’s responses, suggestions and vectors; 404 for unknown ids', async () => {
    const [id] = (
      await bulk([{ fields: { text: 'get me' }, vectors: { embedding: [1, 0, 0] } }])
    ).body.items.map((r: { id: string }) => r.id);
    await server.request('POST', `/api/v1/records/${id}/responses`, {
      json: { status: 'draft', values: { label: { value: 'neutral' } } },
      as: fixture.annotator,
    });
    await server.request('POST', `/api/v1/records/${id}/responses`, {
      json: { status: 'discarded' },
      as: fixture.admin,
    });
    const res = await server.request('GET', `/api/v1/records/${id}`, { as: fixture.annotator });
    expect(res.status).toBe(200);
    expect(res.body.responses).toHaveLength(2);
    expect(res.body.vectors).toEqual({ embedding: [1, 0, 0] });
    expect(res.body.suggestions).toEqual([]);
    const missing = '8a1c5c4e-58a2-4a76-9ad4-5a4f8f9e2b10';
    expect((await server.request('GET', `/api/v1/records/${missing}`)).body).toEqual({
      detail: `Record with id \`${missing}\` not found`,
    });
    const outsider = await server.createUser('annotator');
    expect((await server.request('GET', `/api/v1/records/${id}`, { as: outsider })).status).toBe(403);
  });

  it('GET /datasets/{id}/records pages by insertion for owners and admin-members; DELETE /records/{id}', async () => {
    const page = await server.request(
      'GET',
      `/api/v1/datasets/${fixture.datasetId}/records?offset=1&limit=1&include=responses`,
      { as: fixture.admin },
    );
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0].fields.text).toBe('Second record');
    expect(page.body.items[0].responses).toEqual([]);
    expect(page.body.items[0].suggestions).toBeUndefined();
    const total = page.body.total;
    expect(
      (
        await server.request('GET', `/api/v1/datasets/${fixture.datasetId}/records`, {
          as: fixture.annotator,
        })
      ).status,
    ).toBe(403);
    const id = page.body.items[0].id;
    expect((await server.request('DELETE', `/api/v1/records/${id}`, { as: fixture.annotator })).status).toBe(
      403,
    );
    const deleted = await server.request('DELETE', `/api/v1/records/${id}`, { as: fixture.admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(id);
    expect(deleted.body.responses).toBeUndefined();
    expect((await server.request('GET', `/api/v1/datasets/${fixture.datasetId}/records`)).body.total).toBe(
      total - 1,
    );
  });
});
