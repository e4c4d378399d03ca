import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const options = (...values: string[]) => values.map((value) => ({ value, text: value.toUpperCase() }));

describe.each(testDialects())('questions (%s)', (dialect) => {
  let server: TestServer;
  let datasetId: string;
  let annotator: TestUser;
  const post = (json: unknown, as?: TestUser) =>
    server.request('POST', `/api/v1/datasets/${datasetId}/questions`, { json, ...(as ? { as } : {}) });
  const errorsOf = async (settings: unknown) =>
    (await post({ name: `q${Math.random()}`, title: 'Q', settings })).body.detail.params.errors;
  beforeAll(async () => {
    server = await createTestServer(dialect);
    const workspaceId = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'ws' } })).body
      .id;
    datasetId = (
      await server.request('POST', '/api/v1/datasets', { json: { name: 'ds', workspace_id: workspaceId } })
    ).body.id;
    await server.request('POST', `/api/v1/datasets/${datasetId}/fields`, {
      json: { name: 'text', title: 'Text', settings: { type: 'text' } },
    });
    annotator = await server.createUser('annotator', [workspaceId]);
  });
  afterAll(async () => server?.close());

  it('creates every question type and serializes the contract settings', async () => {
    const cases: [unknown, unknown][] = [
      [{ type: 'text' }, { type: 'text', use_markdown: false, use_table: false }],
      [
        { type: 'rating', options: [{ value: 1 }, { value: 2 }] },
        { type: 'rating', options: [{ value: 1 }, { value: 2 }] },
      ],
      [
        { type: 'label_selection', options: options('a', 'b', 'c'), visible_options: 3 },
        {
          type: 'label_selection',
          options: options('a', 'b', 'c').map((o) => ({ ...o, description: null })),
          visible_options: 3,
        },
      ],
      [
        { type: 'multi_label_selection', options: options('a', 'b') },
        {
          type: 'multi_label_selection',
          options: options('a', 'b').map((o) => ({ ...o, description: null })),
          visible_options: null,
          options_order: 'natural',
        },
      ],
      [
        { type: 'dynamic_label_selection', options: [], visible_options: null },
        { type: 'dynamic_label_selection', options: [], visible_options: null },
      ],
      [
        { type: 'ranking', options: options('x', 'y') },
        { type: 'ranking', options: options('x', 'y').map((o) => ({ ...o, description: null })) },
      ],
      [
        { type: 'span', field: 'text', options: options('PER') },
        {
          type: 'span',
          field: 'text',
          options: options('PER').map((o) => ({ ...o, description: null })),
          visible_options: null,
          allow_overlapping: false,
          allow_character_annotation: true,
        },
      ],
      [{ type: 'table' }, { type: 'table' }],
    ];
    for (const [index, [settings, expected]] of cases.entries()) {
      const res = await post({ name: `q${index}`, title: `Question ${index}`, description: 'Why', settings });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.settings).toEqual(expected);
      expect(res.body).toMatchObject({ required: false, description: 'Why', dataset_id: datasetId });
    }
    const list = await server.request('GET', `/api/v1/datasets/${datasetId}/questions`, { as: annotator });
    expect(list.body.items.map((q: { name: string }) => q.name)).toEqual(cases.map((_, i) => `q${i}`));
  });

  it('validates rating options: 2–11 items of integers 0..10, unique', async () => {
    expect(await errorsOf({ type: 'rating', options: [{ value: 1 }] })).toEqual([
      {
        type: 'too_short',
        loc: ['body', 'settings', 'options'],
        msg: 'List should have at least 2 items after validation, not 1',
      },
    ]);
    expect(await errorsOf({ type: 'rating', options: [{ value: 1 }, { value: 11 }] })).toEqual([
      {
        type: 'less_than_equal',
        loc: ['body', 'settings', 'options', 1, 'value'],
        msg: 'Input should be less than or equal to 10',
      },
    ]);
    expect(await errorsOf({ type: 'rating', options: [{ value: 1 }, { value: 1 }] })).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'settings'],
        msg: 'Value error, Option values must be unique, found duplicates: {1}',
      },
    ]);
  });

  it('validates label options, visible_options and duplicates', async () => {
    expect(await errorsOf({ type: 'label_selection', options: options('a', 'a') })).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'settings'],
        msg: "Value error, Option values must be unique, found duplicates: {'a'}",
      },
    ]);
    expect(
      await errorsOf({ type: 'label_selection', options: options('a', 'b', 'c'), visible_options: 2 }),
    ).toEqual([
      {
        type: 'greater_than_equal',
        loc: ['body', 'settings', 'visible_options'],
        msg: 'Input should be greater than or equal to 3',
      },
    ]);
    expect(
      await errorsOf({ type: 'multi_label_selection', options: options('a', 'b', 'c'), visible_options: 4 }),
    ).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'settings'],
        msg: "Value error, the value for 'visible_options' must be less or equal to the number of items in 'options' (3)",
      },
    ]);
    expect(
      await errorsOf({ type: 'multi_label_selection', options: options('a'), options_order: 'random' }),
    ).toEqual([
      {
        type: 'enum',
        loc: ['body', 'settings', 'options_order'],
        msg: "Input should be 'natural' or 'suggestion'",
      },
    ]);
    expect(await errorsOf({ type: 'label_selection', options: [{ value: '', text: 'Empty' }] })).toEqual([
      {
        type: 'string_too_short',
        loc: ['body', 'settings', 'options', 0, 'value'],
        msg: 'String should have at least 1 character',
      },
    ]);
  });

  it('validates ranking (2–50 options) and span (field, 1+ options) settings', async () => {
    expect(await errorsOf({ type: 'ranking', options: options('a') })).toEqual([
      {
        type: 'too_short',
        loc: ['body', 'settings', 'options'],
        msg: 'List should have at least 2 items after validation, not 1',
      },
    ]);
    expect(await errorsOf({ type: 'span', field: 'text', options: [] })).toEqual([
      {
        type: 'too_short',
        loc: ['body', 'settings', 'options'],
        msg: 'List should have at least 1 item after validation, not 0',
      },
    ]);
    expect(await errorsOf({ type: 'span', options: options('PER') })).toEqual([
      { type: 'missing', loc: ['body', 'settings', 'field'], msg: 'Field required' },
    ]);
    const unknownField = await post({
      name: 'span-x',
      title: 'S',
      settings: { type: 'span', field: 'missing', options: options('PER') },
    });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body).toEqual({
      detail: "'missing' is not a valid field name.\nValid field names are ['text']",
    });
    const second = await post({
      name: 'span-2',
      title: 'S',
      settings: { type: 'span', field: 'text', options: options('ORG') },
    });
    expect(second.status).toBe(422);
    expect(second.body).toEqual({ detail: "'text' is already used by span question with name 'q6'" });
  });

  it('answers 409 for duplicate names, 403 for annotators, 401 anonymously', async () => {
    const duplicate = await post({ name: 'q0', title: 'Again', settings: { type: 'text' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      detail: `Question with name \`q0\` already exists for dataset with id \`${datasetId}\``,
    });
    expect((await post({ name: 'z', title: 'Z', settings: { type: 'text' } }, annotator)).status).toBe(403);
    expect(
      (await server.request('POST', `/api/v1/datasets/${datasetId}/questions`, { json: {}, as: null }))
        .status,
    ).toBe(401);
  });

  it('PATCH /questions/{id} keeps the type and the option values', async () => {
    const list = (await server.request('GET', `/api/v1/datasets/${datasetId}/questions`)).body.items;
    const label = list.find((q: { name: string }) => q.name === 'q2');
    const renamed = await server.request('PATCH', `/api/v1/questions/${label.id}`, {
      json: { title: 'Renamed', settings: { type: 'label_selection', options: options('c', 'b', 'a') } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Renamed');
    expect(renamed.body.settings.options.map((o: { value: string }) => o.value)).toEqual(['c', 'b', 'a']);
    const typeChange = await server.request('PATCH', `/api/v1/questions/${label.id}`, {
      json: { settings: { type: 'text' } },
    });
    expect(typeChange.body).toEqual({
      detail: "question type cannot be changed. expected 'label_selection' but got 'text'",
    });
    const fewer = await server.request('PATCH', `/api/v1/questions/${label.id}`, {
      json: { settings: { type: 'label_selection', options: options('a', 'b') } },
    });
    expect(fewer.body).toEqual({ detail: 'the number of options cannot be modified. expected 3 but got 2' });
  });

  it('refuses new questions once the dataset is published', async () => {
    await post({ name: 'must', title: 'Must', required: true, settings: { type: 'text' } });
    expect((await server.request('PUT', `/api/v1/datasets/${datasetId}/publish`)).status).toBe(200);
    const res = await post({ name: 'late', title: 'Late', settings: { type: 'text' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: 'questions cannot be created for a published dataset' });
  });

  it('DELETE /questions/{id} is refused on published datasets and 404s for unknown ids', async () => {
    const question = (await server.request('GET', `/api/v1/datasets/${datasetId}/questions`)).body.items[0];
    const res = await server.request('DELETE', `/api/v1/questions/${question.id}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: 'questions cannot be deleted for a published dataset' });
    const missing = '9b2f9a55-3c1d-4e8f-a7b6-c5d4e3f2a1b0';
    expect((await server.request('DELETE', `/api/v1/questions/${missing}`)).body).toEqual({
      detail: `Question with id \`${missing}\` not found`,
    });
  });
});
