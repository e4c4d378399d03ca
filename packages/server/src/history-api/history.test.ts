import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendHistory } from '../history/history-log';
import { pruneHistory } from '../history/history-prune';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

interface Entry {
  entity: string;
  action: string;
  user_id: string | null;
  username: string | null;
  entity_id: string;
  record_id: string | null;
  at: string;
  before: { status?: string; values?: Record<string, { value: unknown }> } | null;
  after: { status?: string; values?: Record<string, { value: unknown }>; fields?: unknown } | null;
}

describe.each(testDialects())('history (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  let bob: TestUser;
  let outsider: TestUser;
  const r = (i: number) => records[i] as string;
  const label = (value: string, status = 'submitted') => ({ status, values: { label: { value } } });
  const recordHistory = async (record: string, as?: TestUser) =>
    server.request<{ items: Entry[] }>('GET', `/api/v1/records/${record}/history`, as ? { as } : {});
  const datasetHistory = (query = '', as?: TestUser, headers?: Record<string, string>) =>
    server.request<{ items: Entry[]; total: number }>(
      'GET',
      `/api/v1/datasets/${fixture.datasetId}/history${query}`,
      { ...(as ? { as } : {}), ...(headers ? { headers } : {}) },
    );

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server, { minSubmitted: 1 });
    records = await addRecords(server, fixture.datasetId, 4);
    bob = await server.createUser('annotator', [fixture.workspaceId], `bob-${dialect}`);
    outsider = await server.createUser('admin', []);
  });
  afterAll(() => server.close());

  it('keeps every answer change of a record with who, when, before and after', async () => {
    const created = await server.request('POST', `/api/v1/records/${r(0)}/responses`, {
      json: label('positive'),
      as: fixture.annotator,
    });
    expect(created.status).toBe(201);
    expect(
      (
        await server.request('PUT', `/api/v1/responses/${created.body.id}`, {
          json: label('neutral'),
          as: fixture.annotator,
        })
      ).status,
    ).toBe(200);
    const { status, body } = await recordHistory(r(0), bob);
    expect(status).toBe(200);
    const answers = body.items.filter((e) => e.entity === 'response');
    expect(answers.map((e) => [e.action, e.username, e.entity_id])).toEqual([
      ['create', fixture.annotator.user.username, created.body.id],
      ['update', fixture.annotator.user.username, created.body.id],
    ]);
    expect(answers[0]?.before).toBeNull();
    expect(answers[0]?.after).toEqual({ status: 'submitted', values: { label: { value: 'positive' } } });
    expect(answers[1]?.before?.values?.['label']?.value).toBe('positive');
    expect(answers[1]?.after?.values?.['label']?.value).toBe('neutral');
    expect((answers[0]?.at ?? '') < (answers[1]?.at ?? '')).toBe(true);
    // The record's own creation (bulk create) is the first entry.
    expect(body.items[0]).toMatchObject({
      entity: 'record',
      action: 'create',
      user_id: server.owner.user.id,
    });
  });

  it('records the answers of POST /me/responses/bulk in its transaction, one entry per record', async () => {
    const [first, second] = await addRecords(server, fixture.datasetId, 2, (i) => ({
      external_id: `bulk-${i}`,
    }));
    const bulk = (items: unknown[]) =>
      server.request<{ items: { error: unknown }[] }>('POST', '/api/v1/me/responses/bulk', {
        json: { items },
        as: bob,
      });
    const created = await bulk([
      { record_id: first, ...label('positive') },
      { record_id: second, ...label('no-such-option') },
    ]);
    expect(created.body.items.map((item) => item.error === null)).toEqual([true, false]);
    await bulk([{ record_id: first, ...label('neutral', 'draft') }]);
    const answers = (await recordHistory(first as string)).body.items.filter((e) => e.entity === 'response');
    expect(answers.map((e) => [e.action, e.username, e.before?.status ?? null, e.after?.status])).toEqual([
      ['create', bob.user.username, null, 'submitted'],
      ['update', bob.user.username, 'submitted', 'draft'],
    ]);
    expect(answers[1]?.after?.values?.['label']?.value).toBe('neutral');
    // The refused item wrote nothing.
    expect((await recordHistory(second as string)).body.items.filter((e) => e.entity === 'response')).toEqual(
      [],
    );
  });

  it('writes nothing for an answer saved again as it was (a replayed submit), the time spent aside', async () => {
    const spent = (seconds: number) => ({
      status: 'submitted',
      values: { label: { value: 'positive' }, duration: { value: seconds } },
    });
    const created = await server.request('POST', `/api/v1/records/${r(2)}/responses`, {
      json: spent(5),
      as: fixture.annotator,
    });
    expect(created.status).toBe(201);
    const answers = async () =>
      (await recordHistory(r(2))).body.items.filter((e) => e.entity === 'response').map((e) => e.action);
    const put = (json: unknown) =>
      server.request('PUT', `/api/v1/responses/${created.body.id}`, { json, as: fixture.annotator });
    const replayed = await put(spent(5));
    expect(replayed.status).toBe(200);
    // The save is stored (the time spent adds up); the history has no line for it.
    expect(replayed.body.values.duration).toEqual({ value: 10 });
    expect(await answers()).toEqual(['create']);
    expect((await put({ status: 'draft', values: { label: { value: 'positive' } } })).status).toBe(200);
    expect(await answers()).toEqual(['create', 'update']);
    // The bulk path likewise: the same answer again writes nothing, a changed one an entry.
    const bulk = (value: string) =>
      server.request('POST', '/api/v1/me/responses/bulk', {
        json: { items: [{ record_id: r(2), status: 'draft', values: { label: { value } } }] },
        as: fixture.annotator,
      });
    expect((await bulk('positive')).status).toBe(200);
    expect(await answers()).toEqual(['create', 'update']);
    expect((await bulk('neutral')).status).toBe(200);
    expect(await answers()).toEqual(['create', 'update', 'update']);
  });

  it('writes nothing for a refused change (same transaction)', async () => {
    const before = (await recordHistory(r(1))).body.items.length;
    const refused = await server.request('POST', `/api/v1/records/${r(1)}/responses`, {
      json: label('no-such-option'),
      as: fixture.annotator,
    });
    expect(refused.status).toBe(422);
    expect((await recordHistory(r(1))).body.items).toHaveLength(before);
  });

  it('records the SDK upsert set-based: changed answers and fields, nothing for a record logged unchanged', async () => {
    const item = {
      id: r(1),
      fields: { text: 'Record 1 rewritten.' },
      responses: [{ user_id: bob.user.id, status: 'submitted', values: { label: { value: 'negative' } } }],
    };
    const put = () =>
      server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
        json: { items: [item] },
      });
    expect((await put()).status).toBe(200);
    const first = (await recordHistory(r(1))).body.items;
    expect(first.slice(-2).map((e) => [e.entity, e.action, e.user_id])).toEqual([
      ['record', 'update', server.owner.user.id],
      ['response', 'create', server.owner.user.id],
    ]);
    expect(first.at(-2)?.after?.fields).toEqual({ text: 'Record 1 rewritten.' });
    expect((await put()).status).toBe(200);
    expect((await recordHistory(r(1))).body.items).toHaveLength(first.length);
    item.responses[0] = { user_id: bob.user.id, status: 'draft', values: { label: { value: 'positive' } } };
    expect((await put()).status).toBe(200);
    const last = (await recordHistory(r(1))).body.items.at(-1);
    expect(last).toMatchObject({ entity: 'response', action: 'update' });
    expect([last?.before?.status, last?.after?.status]).toEqual(['submitted', 'draft']);
  });

  it("records a rejection sending answers back to draft as the reviewer's 'review' change", async () => {
    await server.request('POST', `/api/v1/records/${r(2)}/responses`, { json: label('positive'), as: bob });
    const rejected = await server.request('PUT', `/api/v1/records/${r(2)}/review`, {
      json: { status: 'rejected', comment: 'Read it again' },
      as: fixture.admin,
    });
    expect(rejected.status).toBe(200);
    const items = (await recordHistory(r(2))).body.items;
    const review = items.filter((e) => e.user_id === fixture.admin.user.id);
    expect(review.map((e) => [e.entity, e.action])).toEqual([
      ['response', 'review'],
      ['review', 'create'],
    ]);
    expect([review[0]?.before?.status, review[0]?.after?.status]).toEqual(['submitted', 'draft']);
  });

  it('records a deleted answer and keeps a deleted record for the dataset', async () => {
    const created = await server.request('POST', `/api/v1/records/${r(3)}/responses`, {
      json: label('neutral'),
      as: bob,
    });
    await server.request('DELETE', `/api/v1/responses/${created.body.id}`, { as: bob });
    expect((await recordHistory(r(3))).body.items.at(-1)).toMatchObject({
      entity: 'response',
      action: 'delete',
      after: null,
    });
    expect((await server.request('DELETE', `/api/v1/records/${r(3)}`)).status).toBe(200);
    expect((await recordHistory(r(3))).status).toBe(404);
    const deleted = await datasetHistory('?entity=record&limit=1');
    expect(deleted.body.items[0]).toMatchObject({
      entity: 'record',
      action: 'delete',
      record_id: r(3),
      after: null,
    });
  });

  it('records settings changes: dataset, fields, questions, metadata, vectors, distribution, reviewers', async () => {
    const settings = await datasetHistory('?limit=1000');
    const kinds = new Set(settings.body.items.map((e) => `${e.entity}:${e.action}`));
    for (const kind of [
      'dataset:create',
      'dataset:update',
      'field:create',
      'question:create',
      'metadata_property:create',
      'vector_settings:create',
    ])
      expect(kinds).toContain(kind);
    await server.request('PATCH', `/api/v1/datasets/${fixture.datasetId}`, {
      json: { distribution: { strategy: 'overlap', min_submitted: 2 } },
    });
    const update = (await datasetHistory('?entity=dataset&limit=1')).body.items[0];
    expect(update).toMatchObject({
      action: 'update',
      before: { distribution: { min_submitted: 1 } },
      after: { distribution: { min_submitted: 2 } },
    });
    await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/reviewers`, {
      json: { user_ids: [bob.user.id] },
    });
    const reviewers = (await datasetHistory('?entity=reviewers')).body.items[0];
    expect(reviewers).toMatchObject({
      action: 'update',
      before: { user_ids: [] },
      after: { user_ids: [bob.user.id] },
    });
  });

  it('filters by user, entity and time, pages newest first and counts the total', async () => {
    const all = await datasetHistory('?limit=1000');
    const mine = await datasetHistory(`?user_id=${bob.user.id}&entity=response`);
    expect(mine.body.total).toBe(
      all.body.items.filter((e) => e.user_id === bob.user.id && e.entity === 'response').length,
    );
    expect(mine.body.items.every((e) => e.user_id === bob.user.id && e.entity === 'response')).toBe(true);
    const page = await datasetHistory('?offset=1&limit=2');
    expect(page.body.items.map((e) => e.at)).toEqual(all.body.items.slice(1, 3).map((e) => e.at));
    expect(page.body.total).toBe(all.body.items.length);
    const middle = all.body.items[5] as Entry;
    const since = await datasetHistory(`?from=${encodeURIComponent(middle.at)}&limit=1000`);
    expect(since.body.items.every((e) => e.at >= middle.at)).toBe(true);
    expect((await datasetHistory('?to=2000-01-01')).body.total).toBe(0);
    expect((await datasetHistory('?from=yesterday')).status).toBe(422);
    expect((await datasetHistory('?entity=comment')).status).toBe(422);
    expect((await datasetHistory('?limit=0')).status).toBe(422);
  });

  it('downloads the filtered history as CSV by format or Accept', async () => {
    const csv = await datasetHistory('?format=csv&entity=response');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('at,username,user_id,entity,entity_id,record_id,action,before,after');
    expect(lines).toHaveLength((await datasetHistory('?entity=response')).body.total + 1);
    const accepted = await datasetHistory('?entity=response', undefined, { accept: 'text/csv' });
    expect(accepted.headers.get('content-type')).toMatch(/^text\/csv/);
  });

  it('lets members read a record history, only owners and admins a dataset history', async () => {
    expect((await recordHistory(r(0), outsider)).status).toBe(404);
    expect((await datasetHistory('', bob)).status).toBe(403);
    expect((await datasetHistory('', outsider)).status).toBe(404);
    expect((await datasetHistory('', fixture.admin)).status).toBe(200);
  });

  it('has no path that changes history', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect([404, 405]).toContain(
        (await server.request(method, `/api/v1/datasets/${fixture.datasetId}/history`)).status,
      );
  });

  it("keeps a deleted dataset's history for owners and the admins of its workspace", async () => {
    const other = await createAnnotationDataset(server);
    await addRecords(server, other.datasetId, 1);
    expect((await server.request('DELETE', `/api/v1/datasets/${other.datasetId}`)).status).toBe(200);
    const kept = await server.request('GET', `/api/v1/datasets/${other.datasetId}/history?limit=1`);
    expect(kept.status).toBe(200);
    expect(kept.body.items[0]).toMatchObject({ entity: 'dataset', action: 'delete' });
    const asAdmin = await server.request('GET', `/api/v1/datasets/${other.datasetId}/history?limit=1`, {
      as: other.admin,
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.items[0]).toMatchObject({ entity: 'dataset', action: 'delete' });
    // Anyone else finds it gone, like the dataset: its annotator, and an admin of another workspace.
    for (const as of [other.annotator, fixture.admin]) {
      expect(
        (await server.request('GET', `/api/v1/datasets/${other.datasetId}/history`, { as })).status,
      ).toBe(404);
    }
  });

  it('prunes entries older than the retention, and writes none with history off', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('history_entries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await count();
    await appendHistory(server.db, { enabled: false }, [
      {
        userId: null,
        datasetId: null,
        recordId: null,
        entity: 'dataset',
        entityId: 'x',
        action: 'create',
        before: null,
        after: '{}',
      },
    ]);
    expect(await count()).toBe(total);
    expect(await pruneHistory(server.db, 30)).toBe(0);
    expect(await pruneHistory(server.db, 1, Date.now() + 2 * 24 * 60 * 60 * 1000)).toBe(total);
    expect(await count()).toBe(0);
  });
});
