import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_RESOLUTION_MS } from '../datasets/record-status';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

// Record text of the fixture: "Record <i> mentions Ada Lovelace at Acme." (39 characters for i < 10).
describe.each(testDialects())('responses (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  const respond = (recordId: string, json: unknown, as?: TestUser | null) =>
    server.request('POST', `/api/v1/records/${recordId}/responses`, {
      json,
      ...(as !== undefined ? { as } : { as: fixture.annotator }),
    });
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    records = await addRecords(server, fixture.datasetId, 8);
  });
  afterAll(async () => server?.close());

  const r = (i: number) => records[i] as string;

  it('creates the caller’s response (201) and answers 409 on a second one', async () => {
    const res = await respond(r(0), {
      status: 'submitted',
      values: { label: { value: 'positive' }, duration: { value: 12 } },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual([
      'id',
      'values',
      'status',
      'record_id',
      'user_id',
      'inserted_at',
      'updated_at',
    ]);
    expect(res.body).toMatchObject({
      status: 'submitted',
      record_id: r(0),
      user_id: fixture.annotator.user.id,
    });
    expect(res.body.values).toEqual({ label: { value: 'positive' }, duration: { value: 12 } });
    const again = await respond(r(0), { status: 'draft', values: {} });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      detail: `Response already exists for record with id \`${r(0)}\` and by user with id \`${fixture.annotator.user.id}\``,
    });
  });

  it.each([
    [{ status: 'submitted', values: {} }, 'missing response values for submitted response'],
    [
      { status: 'submitted', values: { rating: { value: 3 } } },
      "missing response value for required question with name='label'",
    ],
    [
      { status: 'draft', values: { colour: { value: 'red' } } },
      "found response value for non configured question with name='colour'",
    ],
    [
      { status: 'draft', values: { comment: { value: 7 } } },
      "text question expects a text value, found <class 'int'>",
    ],
    [
      { status: 'draft', values: { label: { value: 'angry' } } },
      "'angry' is not a valid label for label selection question.\nValid labels are: ['positive', 'negative', 'neutral']",
    ],
    [
      { status: 'draft', values: { topics: { value: 'price' } } },
      "multi label selection questions expects a list of values, found <class 'str'>",
    ],
    [
      { status: 'draft', values: { topics: { value: [] } } },
      'multi label selection questions expects a list of values, found empty list',
    ],
    [
      { status: 'draft', values: { topics: { value: ['price', 'price'] } } },
      'multi label selection questions expect a list of unique values, but duplicates were found',
    ],
    [
      { status: 'draft', values: { topics: { value: ['price', 'fun'] } } },
      "['fun'] are not valid labels for multi label selection question.\nValid labels are: ['price', 'quality']",
    ],
    [
      { status: 'draft', values: { rating: { value: 7 } } },
      '7 is not a valid rating for rating question.\nValid ratings are: [1, 2, 3, 4, 5]',
    ],
    [
      { status: 'draft', values: { ranking: { value: 'a' } } },
      "ranking question expects a list of values, found <class 'str'>",
    ],
    [
      { status: 'draft', values: { ranking: { value: [{ value: 'z', rank: 1 }] } } },
      "['z'] are not valid values for ranking question.\nValid values are: ['a', 'b', 'c']",
    ],
    [
      {
        status: 'submitted',
        values: {
          label: { value: 'neutral' },
          ranking: {
            value: [
              { value: 'a', rank: 1 },
              { value: 'b', rank: 2 },
            ],
          },
        },
      },
      'ranking question expects a list containing 3 values, found a list of 2 values',
    ],
    [
      {
        status: 'submitted',
        values: {
          label: { value: 'neutral' },
          ranking: {
            value: [
              { value: 'a', rank: 1 },
              { value: 'b', rank: 4 },
              { value: 'c', rank: null },
            ],
          },
        },
      },
      '[4, None] are not valid ranks for ranking question.\nValid ranks are: [1, 2, 3]',
    ],
    [
      { status: 'draft', values: { entities: { value: [{ label: 'PER', start: 5, end: 2 }] } } },
      "span question response value 'end' must have a value greater than 'start'",
    ],
    [
      { status: 'draft', values: { entities: { value: [{ label: 'PER', start: 39, end: 40 }] } } },
      'span question response value `start` must have a value lower than record field `text` length that is `39`',
    ],
    [
      { status: 'draft', values: { entities: { value: [{ label: 'PER', start: 30, end: 40 }] } } },
      'span question response value `end` must have a value lower or equal than record field `text` length that is `39`',
    ],
    [
      { status: 'draft', values: { entities: { value: [{ label: 'LOC', start: 0, end: 6 }] } } },
      "undefined label 'LOC' for span question.\nValid labels are: ['PER', 'ORG']",
    ],
    [
      {
        status: 'draft',
        values: {
          entities: {
            value: [
              { label: 'PER', start: 18, end: 30 },
              { label: 'ORG', start: 25, end: 33 },
            ],
          },
        },
      },
      'overlapping values found between spans at index idx=0 and idx=1',
    ],
    [
      { status: 'draft', values: { table: { value: 'a,b' } } },
      "table question expects a table value, found <class 'str'>",
    ],
  ])('rejects %j with 422 "%s"', async (body, message) => {
    const res = await respond(r(7), body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: message });
  });

  it('accepts a valid answer for every question type', async () => {
    const res = await respond(r(1), {
      status: 'submitted',
      values: {
        label: { value: 'neutral' },
        topics: { value: ['quality'] },
        rating: { value: 4 },
        comment: { value: 'Fine' },
        ranking: {
          value: [
            { value: 'b', rank: 1 },
            { value: 'a', rank: 1 },
            { value: 'c', rank: 3 },
          ],
        },
        entities: {
          value: [
            { label: 'PER', start: 18, end: 30 },
            { label: 'ORG', start: 34, end: 38 },
          ],
        },
        table: {
          value: {
            data: [{ a: 1 }],
            schema: { fields: [{ name: 'a', type: 'integer' }], primaryKey: ['a'] },
          },
        },
        duration: { value: 3 },
      },
    });
    expect(res.status).toBe(201);
  });

  it('validates the body shape: submitted needs values (422 shape A)', async () => {
    const res = await respond(r(7), { status: 'submitted' });
    expect(res.status).toBe(422);
    expect(res.body.detail.params.errors).toEqual([
      { type: 'missing', loc: ['body', 'values'], msg: 'Field required' },
    ]);
    const status = await respond(r(7), { status: 'done' });
    expect(status.body.detail.params.errors[0]).toMatchObject({ type: 'union_tag_invalid', loc: ['body'] });
  });

  it('recomputes the record status against min_submitted = 2 and bumps last_activity_at', async () => {
    const status = async () => (await server.request('GET', `/api/v1/records/${r(2)}`)).body.status;
    const activity = async () =>
      (await server.request('GET', `/api/v1/datasets/${fixture.datasetId}`)).body.last_activity_at;
    const before = await activity();
    // Activity is noted at most once a second per dataset; let a second pass since earlier tests.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ACTIVITY_RESOLUTION_MS + 1);
    const first = await respond(r(2), { status: 'submitted', values: { label: { value: 'positive' } } });
    vi.useRealTimers();
    expect(await status()).toBe('pending');
    expect(await activity()).not.toBe(before);
    const second = await respond(
      r(2),
      { status: 'submitted', values: { label: { value: 'negative' } } },
      fixture.admin,
    );
    expect(second.status).toBe(201);
    expect(await status()).toBe('completed');
    const toDraft = await server.request('PUT', `/api/v1/responses/${first.body.id}`, {
      json: { status: 'draft', values: { label: { value: 'positive' } } },
      as: fixture.annotator,
    });
    expect(toDraft.status).toBe(200);
    expect(await status()).toBe('pending');
    await server.request('PUT', `/api/v1/responses/${first.body.id}`, {
      json: { status: 'submitted', values: { label: { value: 'neutral' } } },
      as: fixture.annotator,
    });
    expect(await status()).toBe('completed');
    const deleted = await server.request('DELETE', `/api/v1/responses/${second.body.id}`, {
      as: fixture.admin,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(second.body.id);
    expect(await status()).toBe('pending');
  });

  it('PUT /responses/{id} replaces values and accumulates duration', async () => {
    const created = await respond(r(3), {
      status: 'draft',
      values: { comment: { value: 'first' }, duration: { value: 10 } },
    });
    const updated = await server.request('PUT', `/api/v1/responses/${created.body.id}`, {
      json: { status: 'submitted', values: { label: { value: 'negative' }, duration: { value: 5 } } },
      as: fixture.annotator,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.values).toEqual({ label: { value: 'negative' }, duration: { value: 15 } });
    const kept = await server.request('PUT', `/api/v1/responses/${created.body.id}`, {
      json: { status: 'discarded', values: null },
      as: fixture.annotator,
    });
    expect(kept.body).toMatchObject({ status: 'discarded', values: { duration: { value: 15 } } });
    const invalid = await server.request('PUT', `/api/v1/responses/${created.body.id}`, {
      json: { status: 'submitted', values: { rating: { value: 2 } } },
      as: fixture.annotator,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({
      detail: "missing response value for required question with name='label'",
    });
  });

  it('lets only the author, the owner and admin-members change a response', async () => {
    const created = await respond(r(4), { status: 'draft', values: { comment: { value: 'mine' } } });
    const otherAnnotator = await server.createUser('annotator', [fixture.workspaceId]);
    const body = { status: 'draft', values: { comment: { value: 'changed' } } };
    expect(
      (
        await server.request('PUT', `/api/v1/responses/${created.body.id}`, {
          json: body,
          as: otherAnnotator,
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('DELETE', `/api/v1/responses/${created.body.id}`, { as: otherAnnotator })).status,
    ).toBe(403);
    expect(
      (await server.request('PUT', `/api/v1/responses/${created.body.id}`, { json: body, as: fixture.admin }))
        .status,
    ).toBe(200);
    expect((await server.request('PUT', `/api/v1/responses/${created.body.id}`, { json: body })).status).toBe(
      200,
    );
    expect(
      (await server.request('PUT', `/api/v1/responses/${created.body.id}`, { json: body, as: null })).status,
    ).toBe(401);
    const missing = '3f0e0a0c-1b2d-4c4e-8f6a-7b8c9d0e1f20';
    expect((await server.request('DELETE', `/api/v1/responses/${missing}`)).body).toEqual({
      detail: `Response with id \`${missing}\` not found`,
    });
  });

  it('refuses responses from non-members (403) and anonymous callers (401)', async () => {
    const outsider = await server.createUser('annotator');
    expect((await respond(r(5), { status: 'discarded' }, outsider)).status).toBe(403);
    expect((await respond(r(5), { status: 'discarded' }, null)).status).toBe(401);
    expect((await respond(r(5), { status: 'discarded' }, server.owner)).status).toBe(201);
  });

  it('POST /me/responses/bulk upserts per item and reports failures in place', async () => {
    const missing = '3f0e0a0c-1b2d-4c4e-8f6a-7b8c9d0e1f20';
    const res = await server.request('POST', '/api/v1/me/responses/bulk', {
      as: fixture.annotator,
      json: {
        items: [
          { record_id: r(6), status: 'submitted', values: { label: { value: 'positive' } } },
          { record_id: r(0), status: 'draft', values: { label: { value: 'negative' } } },
          { record_id: missing, status: 'discarded' },
          { record_id: r(6), status: 'submitted', values: { rating: { value: 1 } } },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.items[0].item).toMatchObject({ record_id: r(6), status: 'submitted' });
    expect(res.body.items[1].item).toMatchObject({
      record_id: r(0),
      status: 'draft',
      values: { label: { value: 'negative' }, duration: { value: 12 } },
    });
    expect(res.body.items[2]).toEqual({
      item: null,
      error: { detail: `Record with id \`${missing}\` not found` },
    });
    expect(res.body.items[3]).toEqual({
      item: null,
      error: { detail: "missing response value for required question with name='label'" },
    });
  });
});
