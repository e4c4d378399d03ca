import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

describe.each(testDialects())('review record ids (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  let second: TestUser;
  let outsider: TestUser;
  let rejectedResponses: string[] = [];
  const r = (i: number) => records[i] as string;
  const path = () => `/api/v1/datasets/${fixture.datasetId}/review/record-ids`;
  const submit = (record: string, as: TestUser, label: string) =>
    server.request('POST', `/api/v1/records/${record}/responses`, {
      json: { status: 'submitted', values: { label: { value: label } } },
      as,
    });
  const ids = async (status: string, as: TestUser, limit?: number) =>
    server.request('GET', `${path()}?status=${status}${limit ? `&limit=${limit}` : ''}`, { as });

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    records = await addRecords(server, fixture.datasetId, 6);
    second = await server.createUser('annotator', [fixture.workspaceId], `ids-b-${dialect}`);
    outsider = await server.createUser('admin', []);
    // r0–r3 reviewable; r4 has one answer (not reviewable), r5 none.
    for (const i of [0, 1, 2, 3]) {
      const answers = [
        await submit(r(i), fixture.annotator, 'positive'),
        await submit(r(i), second, 'positive'),
      ];
      if (i === 2) rejectedResponses = answers.map((answer) => answer.body.id as string);
    }
    await submit(r(4), fixture.annotator, 'positive');
    const review = (record: string, json: unknown) =>
      server.request('PUT', `/api/v1/records/${record}/review`, { json, as: fixture.admin });
    expect((await review(r(1), { status: 'accepted' })).status).toBe(200);
    expect((await review(r(3), { status: 'accepted' })).status).toBe(200);
    expect((await review(r(2), { status: 'rejected', comment: 'check the label' })).status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('lists the ids of each review status in insertion order; the four sets split the records', async () => {
    const read = async (status: string) => (await ids(status, fixture.annotator)).body;
    expect(await read('pending')).toEqual({ items: [r(0)], total: 1 });
    expect(await read('accepted')).toEqual({ items: [r(1), r(3)], total: 2 });
    expect(await read('rejected')).toEqual({ items: [r(2)], total: 1 });
    // r2's annotators' answers went back to draft: it is rejected, not unreviewed.
    expect(await read('unreviewed')).toEqual({ items: [r(4), r(5)], total: 2 });
  });

  it('orders every record by review status (pending, rejected, accepted, unreviewed), a window at a time', async () => {
    const ordered = (query: string) => server.request('GET', `${path()}?order=status${query}`, { as: fixture.annotator });
    const all = [r(0), r(2), r(1), r(3), r(4), r(5)];
    expect((await ordered('')).body).toEqual({ items: all, total: 6 });
    expect((await ordered('&limit=2')).body).toEqual({ items: all.slice(0, 2), total: 6 });
    expect((await ordered('&offset=2&limit=3')).body).toEqual({ items: all.slice(2, 5), total: 6 });
    expect((await ordered('&offset=6')).body).toEqual({ items: [], total: 6 });
    // `offset` windows a status's ids too.
    expect((await ids('accepted', fixture.annotator, 1)).body.items).toEqual([r(1)]);
    const next = await server.request('GET', `${path()}?status=accepted&offset=1&limit=1`, { as: fixture.annotator });
    expect(next.body).toEqual({ items: [r(3)], total: 2 });
  });

  it('refuses an order with a status, an unknown order and a bad offset with 422 in the contract shape', async () => {
    const get = (query: string) => server.request('GET', `${path()}?${query}`, { as: fixture.annotator });
    const both = await get('status=pending&order=status');
    expect(both.status).toBe(422);
    expect(both.body.detail.params.errors[0]).toMatchObject({
      loc: ['query'],
      msg: "Value error, Either 'status' or 'order' must be given (but not both)",
    });
    const unknown = await get('order=updated');
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail.params.errors[0]).toMatchObject({ type: 'literal_error', loc: ['query', 'order'] });
    const negative = await get('order=status&offset=-1');
    expect(negative.status).toBe(422);
    expect(negative.body.detail.params.errors[0]).toMatchObject({ loc: ['query', 'offset'] });
    const text = await get('order=status&offset=two');
    expect(text.status).toBe(422);
    expect(text.body.detail.params.errors[0]).toMatchObject({ type: 'int_parsing', loc: ['query', 'offset'] });
  });

  it('follows the review: a rejected record answered again is pending again', async () => {
    for (const [id, as] of [
      [rejectedResponses[0], fixture.annotator],
      [rejectedResponses[1], second],
    ] as const) {
      const resubmitted = await server.request('PUT', `/api/v1/responses/${id}`, {
        json: { status: 'submitted', values: { label: { value: 'negative' } } },
        as,
      });
      expect(resubmitted.status).toBe(200);
    }
    expect((await ids('pending', fixture.annotator)).body).toEqual({ items: [r(0), r(2)], total: 2 });
    expect((await ids('rejected', fixture.annotator)).body).toEqual({ items: [], total: 0 });
  });

  it('lists at most `limit` ids (1–250, the search terms filter’s size) and still counts them all', async () => {
    expect((await ids('accepted', fixture.annotator, 1)).body).toEqual({ items: [r(1)], total: 2 });
    const tooMany = await ids('accepted', fixture.annotator, 251);
    expect(tooMany.status).toBe(422);
    expect((await ids('zero', fixture.annotator)).status).toBe(422);
    expect((await server.request('GET', path(), { as: fixture.annotator })).status).toBe(422);
  });

  it('answers members who read records (annotators too) and 404 outside the workspace', async () => {
    expect((await ids('pending', second)).status).toBe(200);
    expect((await ids('pending', fixture.admin)).status).toBe(200);
    expect((await ids('pending', outsider)).status).toBe(404);
    const unknown = '/api/v1/datasets/00000000-0000-4000-8000-000000000000/review/record-ids?status=pending';
    expect((await server.request('GET', unknown, { as: fixture.admin })).status).toBe(404);
  });
});
