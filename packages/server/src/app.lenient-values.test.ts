import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from './testing/test-server';

/**
 * Issue 25: the original server's pydantic models (lax mode) coerce where they declare a plain `int`, `float` or
 * `bool`, and the Extralit web frontend relies on it (`"min_submitted": "2"`). What they declare strict stays
 * refused, and so do the contract's quirks (text answers are not coerced from numbers).
 */
describe.each(testDialects())('values the original coerces (%s)', (dialect) => {
  let server: TestServer;
  let workspaceId: string;
  let datasetId: string;
  const base = () => `/api/v1/datasets/${datasetId}`;
  const errorsOf = (res: { body: { detail: { params: { errors: unknown[] } } } }) =>
    res.body.detail.params.errors;

  beforeAll(async () => {
    server = await createTestServer(dialect);
    workspaceId = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'lenient' } })).body.id;
  });
  afterAll(async () => server?.close());

  it('creates and updates a dataset from numeric and boolean strings', async () => {
    const created = await server.request('POST', '/api/v1/datasets', {
      json: {
        name: 'lenient',
        workspace_id: workspaceId,
        allow_extra_metadata: 'false',
        distribution: { strategy: 'overlap', min_submitted: '2' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      allow_extra_metadata: false,
      distribution: { strategy: 'overlap', min_submitted: 2 },
    });
    datasetId = created.body.id;
    // What the Extralit frontend's distribution input sends.
    const patched = await server.request('PATCH', base(), {
      json: { distribution: { strategy: 'overlap', min_submitted: '3' }, allow_extra_metadata: 1 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ allow_extra_metadata: true, distribution: { min_submitted: 3 } });
    expect(
      (
        await server.request('PATCH', base(), {
          json: { distribution: { strategy: 'overlap', min_submitted: 1.0 } },
        })
      ).body.distribution,
    ).toEqual({ strategy: 'overlap', min_submitted: 1 });
  });

  it('refuses what pydantic refuses, with its error types', async () => {
    const patch = (min: unknown) =>
      server.request('PATCH', base(), {
        json: { distribution: { strategy: 'overlap', min_submitted: min } },
      });
    const loc = ['body', 'distribution', 'min_submitted'];
    expect(errorsOf(await patch('two'))).toEqual([
      {
        type: 'int_parsing',
        loc,
        msg: 'Input should be a valid integer, unable to parse string as an integer',
      },
    ]);
    expect(errorsOf(await patch(2.5))).toEqual([
      {
        type: 'int_from_float',
        loc,
        msg: 'Input should be a valid integer, got a number with a fractional part',
      },
    ]);
    expect(errorsOf(await patch('0'))).toEqual([
      { type: 'greater_than_equal', loc, msg: 'Input should be greater than or equal to 1' },
    ]);
    expect(errorsOf(await patch([2]))).toEqual([
      { type: 'int_type', loc, msg: 'Input should be a valid integer' },
    ]);
    const flag = await server.request('PATCH', base(), { json: { allow_extra_metadata: 'maybe' } });
    expect(errorsOf(flag)).toEqual([
      {
        type: 'bool_parsing',
        loc: ['body', 'allow_extra_metadata'],
        msg: 'Input should be a valid boolean, unable to interpret input',
      },
    ]);
  });

  it('creates fields, questions, metadata properties and vector settings from such strings', async () => {
    const field = await server.request('POST', `${base()}/fields`, {
      json: { name: 'text', title: 'Text', required: 'true', settings: { type: 'text', use_markdown: '1' } },
    });
    expect(field.status).toBe(201);
    expect(field.body).toMatchObject({
      required: true,
      settings: { type: 'text', use_markdown: true, use_table: false },
    });
    const questions = [
      {
        name: 'rating',
        title: 'Rating',
        required: 'yes',
        settings: { type: 'rating', options: [{ value: '1' }, { value: 2.0 }, { value: 3 }] },
      },
      {
        name: 'label',
        title: 'Label',
        settings: {
          type: 'label_selection',
          options: ['a', 'b', 'c'].map((v) => ({ value: v, text: v })),
          visible_options: '3',
        },
      },
      {
        name: 'entities',
        title: 'Entities',
        settings: {
          type: 'span',
          field: 'text',
          options: [{ value: 'PER', text: 'Person' }],
          allow_overlapping: 'on',
        },
      },
      {
        name: 'ranking',
        title: 'Ranking',
        settings: { type: 'ranking', options: ['x', 'y'].map((v) => ({ value: v, text: v })) },
      },
      { name: 'comment', title: 'Comment', settings: { type: 'text' } },
    ];
    const settings = [];
    for (const question of questions) {
      const res = await server.request('POST', `${base()}/questions`, { json: question });
      expect(res.status).toBe(201);
      settings.push(res.body.settings);
    }
    expect(settings[0].options).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
    expect(settings[1].visible_options).toBe(3);
    expect(settings[2].allow_overlapping).toBe(true);
    const integer = await server.request('POST', `${base()}/metadata-properties`, {
      json: {
        name: 'votes',
        title: 'Votes',
        settings: { type: 'integer', min: '0', max: ' 10 ' },
        visible_for_annotators: 'false',
      },
    });
    expect(integer.body).toMatchObject({ settings: { min: 0, max: 10 }, visible_for_annotators: false });
    const float = await server.request('POST', `${base()}/metadata-properties`, {
      json: { name: 'price', title: 'Price', settings: { type: 'float', min: '0.5', max: '1e3' } },
    });
    expect(float.body.settings).toEqual({ type: 'float', min: 0.5, max: 1000 });
    const vectors = await server.request('POST', `${base()}/vectors-settings`, {
      json: { name: 'embedding', title: 'Embedding', dimensions: '3' },
    });
    expect(vectors.body.dimensions).toBe(3);
    expect((await server.request('PUT', `${base()}/publish`)).status).toBe(200);
  });

  it('takes scores, vectors, ranks and span offsets from numeric strings in records and answers', async () => {
    const dataset = (await server.request('GET', `${base()}/questions`)).body.items as {
      id: string;
      name: string;
    }[];
    const questionId = (name: string) => dataset.find((q) => q.name === name)!.id;
    const created = await server.request('POST', `${base()}/records/bulk`, {
      json: {
        items: [
          {
            fields: { text: 'Ada Lovelace wrote the first program.' },
            suggestions: [{ question_id: questionId('label'), value: 'a', score: '0.5' }],
            vectors: { embedding: ['1', 0, '0.25'] },
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const [record] = created.body.items;
    expect(record.suggestions[0].score).toBe(0.5);
    expect(record.vectors).toEqual({ embedding: [1, 0, 0.25] });
    const answered = await server.request('POST', `/api/v1/records/${record.id}/responses`, {
      json: {
        status: 'submitted',
        values: {
          rating: { value: 2 },
          ranking: {
            value: [
              { value: 'x', rank: '1' },
              { value: 'y', rank: 2.0 },
            ],
          },
          entities: { value: [{ label: 'PER', start: '0', end: '12' }] },
        },
      },
    });
    expect(answered.status).toBe(201);
    expect(answered.body.values).toEqual({
      rating: { value: 2 },
      ranking: {
        value: [
          { value: 'x', rank: 1 },
          { value: 'y', rank: 2 },
        ],
      },
      entities: { value: [{ label: 'PER', start: 0, end: 12 }] },
    });
  });

  it('keeps refusing what the original declares strict and the contract’s quirks', async () => {
    const records = (await server.request('GET', `${base()}/records`)).body.items as { id: string }[];
    const recordId = records[0]!.id;
    const respond = async (values: unknown) =>
      (
        await server.request('POST', `/api/v1/me/responses/bulk`, {
          json: { items: [{ record_id: recordId, status: 'draft', values }] },
        })
      ).body.items[0].error;
    // Text answers are not coerced from numbers; a rating is a strict integer; a label a strict string.
    expect(await respond({ comment: { value: 5 } })).toEqual({
      detail: "text question expects a text value, found <class 'int'>",
    });
    expect(await respond({ rating: { value: '2' } })).toEqual({
      detail: "'2' is not a valid rating for rating question.\nValid ratings are: [1, 2, 3]",
    });
    expect(await respond({ label: { value: 1 } })).toEqual({
      detail: "label selection question expects a string value, found <class 'int'>",
    });
    // A text field's value is a strict string (shape A).
    const field = await server.request('POST', `${base()}/records/bulk`, {
      json: { items: [{ fields: { text: 5 } }] },
    });
    expect(errorsOf(field)).toEqual([
      {
        type: 'string_type',
        loc: ['body', 'items', 0, 'fields', 'text'],
        msg: 'Input should be a valid string',
      },
    ]);
    // Infinite numbers cannot be stored in JSON: refused, where pydantic would take "inf".
    const score = await server.request('POST', `${base()}/records/bulk`, {
      json: { items: [{ fields: { text: 'x' }, vectors: { embedding: ['inf', 0, 0] } }] },
    });
    expect(errorsOf(score)).toEqual([
      {
        type: 'finite_number',
        loc: ['body', 'items', 0, 'vectors', 'embedding', 0],
        msg: 'Input should be a finite number',
      },
    ]);
  });
});
