import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

const options = (...values: string[]) => values.map((value) => ({ value, text: value.toUpperCase() }));
const described = (...values: string[]) => options(...values).map((o) => ({ ...o, description: null }));

/** `PATCH /questions/{id}` settings rules per question type, as the original server applies them. */
describe.each(testDialects())('PATCH /questions/{id} settings (%s)', (dialect) => {
  let server: TestServer;
  const ids: Record<string, string> = {};
  const patch = (name: string, json: unknown) =>
    server.request('PATCH', `/api/v1/questions/${ids[name]}`, { json });

  beforeAll(async () => {
    server = await createTestServer(dialect);
    const workspaceId = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'ws' } })).body
      .id;
    const datasetId = (
      await server.request('POST', '/api/v1/datasets', { json: { name: 'ds', workspace_id: workspaceId } })
    ).body.id;
    const base = `/api/v1/datasets/${datasetId}`;
    await server.request('POST', `${base}/fields`, {
      json: { name: 'text', title: 'T', settings: { type: 'text' } },
    });
    const questions: [string, unknown][] = [
      ['text', { type: 'text' }],
      ['rating', { type: 'rating', options: [{ value: 1 }, { value: 2 }] }],
      ['label', { type: 'label_selection', options: options('a', 'b', 'c', 'd') }],
      ['multi', { type: 'multi_label_selection', options: options('a', 'b', 'c') }],
      ['dynamic', { type: 'dynamic_label_selection', options: options('a', 'b') }],
      ['dynamic_multi', { type: 'dynamic_multi_label_selection', options: options('a') }],
      ['ranking', { type: 'ranking', options: options('x', 'y') }],
      [
        'span',
        { type: 'span', field: 'text', options: options('PER', 'ORG', 'LOC'), allow_overlapping: true },
      ],
      ['table', { type: 'table' }],
    ];
    for (const [name, settings] of questions) {
      const res = await server.request('POST', `${base}/questions`, {
        json: { name, title: name, settings },
      });
      ids[name] = res.body.id;
    }
  });
  afterAll(async () => server?.close());

  it('changes title and description (null clears it) but refuses a null title', async () => {
    const res = await patch('text', {
      title: 'Your comment',
      description: 'Why?',
      name: 'ignored',
      required: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'text',
      title: 'Your comment',
      description: 'Why?',
      required: false,
    });
    expect((await patch('text', { description: null })).body.description).toBeNull();
    const nullTitle = await patch('text', { title: null });
    expect(nullTitle.status).toBe(422);
    expect(nullTitle.body.detail.params.errors).toEqual([
      {
        type: 'value_error',
        loc: ['body'],
        msg: 'Value error, The following keys must have non-null values: title',
      },
    ]);
    const long = await patch('text', { title: 'x'.repeat(501), description: 'y'.repeat(1001) });
    expect(long.body.detail.params.errors.map((e: { msg: string }) => e.msg)).toEqual([
      'String should have at most 500 characters',
      'String should have at most 1000 characters',
    ]);
  });

  it('text: use_markdown and use_table change and may not be null', async () => {
    const res = await patch('text', { settings: { type: 'text', use_markdown: true } });
    expect(res.body.settings).toEqual({ type: 'text', use_markdown: true, use_table: false });
    const nulls = await patch('text', { settings: { type: 'text', use_markdown: null, use_table: null } });
    expect(nulls.status).toBe(422);
    expect(nulls.body.detail.params.errors[0].msg).toBe(
      'Value error, The following keys must have non-null values: use_markdown, use_table',
    );
  });

  it('never changes the type', async () => {
    const res = await patch('rating', { settings: { type: 'ranking' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: "question type cannot be changed. expected 'rating' but got 'ranking'",
    });
  });

  it('rating, ranking and table keep their settings (other keys are ignored)', async () => {
    const rating = await patch('rating', { settings: { type: 'rating', options: [{ value: 9 }] } });
    expect(rating.status).toBe(200);
    expect(rating.body.settings).toEqual({ type: 'rating', options: [{ value: 1 }, { value: 2 }] });
    const ranking = await patch('ranking', { settings: { type: 'ranking', options: options('z') } });
    expect(ranking.body.settings).toEqual({ type: 'ranking', options: described('x', 'y') });
    expect((await patch('table', { settings: { type: 'table', x: 1 } })).body.settings).toEqual({
      type: 'table',
    });
  });

  it('label: options may change text and order, never their number or values', async () => {
    const renamed = [{ value: 'd', text: 'Dee', description: 'the last' }, ...described('a', 'b', 'c')];
    const res = await patch('label', { settings: { type: 'label_selection', options: renamed } });
    expect(res.status).toBe(200);
    expect(res.body.settings.options).toEqual(renamed);
    const fewer = await patch('label', { settings: { type: 'label_selection', options: options('a', 'b') } });
    expect(fewer.body).toEqual({ detail: 'the number of options cannot be modified. expected 4 but got 2' });
    // Compared sorted by value, pair by pair: a-a, b-c, c-d, d-e → c, d and e are reported.
    const other = await patch('label', {
      settings: { type: 'label_selection', options: options('a', 'c', 'd', 'e') },
    });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      detail: "the option values cannot be modified. found unexpected option values: ['c', 'd', 'e']",
    });
    const repeated = await patch('label', {
      settings: { type: 'label_selection', options: options('a', 'a', 'b', 'c') },
    });
    expect(repeated.body).toEqual({
      detail: "the option values cannot be modified. found unexpected option values: ['a', 'b', 'c']",
    });
  });

  it('label and multi-label: visible_options fits the options and null clears it', async () => {
    const res = await patch('label', { settings: { type: 'label_selection', visible_options: 4 } });
    expect(res.body.settings.visible_options).toBe(4);
    const tooMany = await patch('multi', { settings: { type: 'multi_label_selection', visible_options: 4 } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({
      detail: "the value for 'visible_options' must be less or equal to the number of items in 'options' (3)",
    });
    const cleared = await patch('label', { settings: { type: 'label_selection', visible_options: null } });
    expect(cleared.body.settings.visible_options).toBeNull();
  });

  it('multi-label: options_order changes and may not be null', async () => {
    const res = await patch('multi', {
      settings: { type: 'multi_label_selection', options_order: 'suggestion' },
    });
    expect(res.body.settings.options_order).toBe('suggestion');
    const bad = await patch('multi', {
      settings: { type: 'multi_label_selection', options_order: 'random' },
    });
    expect(bad.body.detail.params.errors[0]).toMatchObject({
      type: 'enum',
      msg: "Input should be 'natural' or 'suggestion'",
    });
    const nullOrder = await patch('multi', {
      settings: { type: 'multi_label_selection', options_order: null },
    });
    expect(nullOrder.body.detail.params.errors[0].msg).toBe(
      'Value error, The following keys must have non-null values: options_order',
    );
  });

  it('dynamic label questions change their options and visible options freely', async () => {
    const res = await patch('dynamic', {
      settings: { type: 'dynamic_label_selection', options: options('x', 'y', 'z'), visible_options: 10 },
    });
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual({
      type: 'dynamic_label_selection',
      options: described('x', 'y', 'z'),
      visible_options: 10,
    });
    const multi = await patch('dynamic_multi', {
      settings: { type: 'dynamic_multi_label_selection', options: [] },
    });
    expect(multi.body.settings.options).toEqual([]);
  });

  it('span: options keep their values, visible_options ≥ 3, allow_overlapping never goes back to false', async () => {
    const relabel = [...described('LOC', 'ORG'), { value: 'PER', text: 'Person', description: null }];
    const res = await patch('span', {
      settings: { type: 'span', options: relabel, visible_options: 3, allow_overlapping: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({
      field: 'text',
      options: relabel,
      visible_options: 3,
      allow_overlapping: true,
    });
    const two = await patch('span', {
      settings: { type: 'span', visible_options: 2, allow_overlapping: true },
    });
    expect(two.body.detail.params.errors[0]).toMatchObject({
      type: 'greater_than_equal',
      msg: 'Input should be greater than or equal to 3',
    });
    const disabled = await patch('span', { settings: { type: 'span', allow_overlapping: false } });
    expect(disabled.status).toBe(422);
    expect(disabled.body).toEqual({
      detail: "'allow_overlapping' can't be disabled because responses may become inconsistent",
    });
    // As in the original, leaving allow_overlapping out of a span update reads as turning it off.
    const omitted = await patch('span', { settings: { type: 'span', visible_options: null } });
    expect(omitted.body).toEqual(disabled.body);
  });

  it('404s for an unknown question and validates the id', async () => {
    const unknown = '0b0e5d1e-6a57-4d6c-9d64-0f4f6d7a2c11';
    const res = await server.request('PATCH', `/api/v1/questions/${unknown}`, { json: { title: 'T' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: `Question with id \`${unknown}\` not found` });
    const bad = await server.request('PATCH', '/api/v1/questions/nope', { json: { title: 'T' } });
    expect(bad.body.detail.params.errors[0]).toMatchObject({
      type: 'uuid_parsing',
      loc: ['path', 'question_id'],
    });
  });
});
