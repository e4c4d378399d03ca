import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import type { WireHistoryEntry } from '../api/wire/history';
import { createFakeFetch, deferred } from '../testing/createFakeFetch';
import { createDatasetHistoryStore } from './createDatasetHistoryStore';
import { selectDatasetHistoryPager, selectDatasetHistoryRows } from './datasetHistorySelectors';
import type { SaveFile } from './datasetHistoryState';

const PATH = '/api/v1/datasets/ds/history';

function entries(count: number, from = 0): WireHistoryEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `h${from + i}`,
    at: '2026-11-29T10:00:00',
    user_id: 'u-ann',
    username: i % 2 === 0 ? 'ann' : null,
    dataset_id: 'ds',
    record_id: 'r1',
    entity: 'response' as const,
    entity_id: 'resp',
    action: 'create' as const,
    before: null,
    after: { status: 'submitted', values: { label: { value: 'yes' } } },
  }));
}

function setup(total = 5) {
  const server = createFakeFetch();
  server.on('GET', PATH, (call) => {
    if (call.query.get('format') === 'csv')
      return {
        body: 'at,username\r\n2026-11-29T10:00:00,ann\r\n',
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="dataset-ds-history.csv"',
        },
      };
    const offset = Number(call.query.get('offset'));
    const limit = Number(call.query.get('limit'));
    return { body: { items: entries(Math.max(0, Math.min(limit, total - offset)), offset), total } };
  });
  const saved: Parameters<SaveFile>[0][] = [];
  const store = createDatasetHistoryStore({
    client: createApiClient({ fetch: server.fetch }),
    datasetId: 'ds',
    saveFile: (file) => saved.push(file),
    pageSize: 2,
  });
  return { server, store, state: () => store.getState(), saved };
}

describe('createDatasetHistoryStore', () => {
  it('reads pages newest first and says what the page buttons may do', async () => {
    const { server, state } = setup(5);
    await state().load();
    expect(selectDatasetHistoryPager(state())).toEqual({
      first: 1,
      last: 2,
      total: 5,
      canPrevious: false,
      canNext: true,
    });
    await state().nextPage();
    await state().nextPage();
    expect(selectDatasetHistoryPager(state())).toEqual({
      first: 5,
      last: 5,
      total: 5,
      canPrevious: true,
      canNext: false,
    });
    await state().nextPage();
    expect(server.callsTo('GET', PATH).map((c) => c.query.get('offset'))).toEqual(['0', '2', '4']);
    await state().previousPage();
    expect(state().offset).toBe(2);
  });

  it('sends the filters and goes back to the first page when they change', async () => {
    const { server, state } = setup(5);
    await state().load();
    await state().nextPage();
    await state().setFilter({ entity: 'response', userId: 'u-ann', from: '2026-11-01' });
    await state().setFilter({ to: '2026-11-30' });
    const query = server.callsTo('GET', PATH).at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({
      entity: 'response',
      user_id: 'u-ann',
      from: '2026-11-01',
      to: '2026-11-30',
      offset: '0',
      limit: '2',
    });
    await state().setFilter({ entity: null });
    expect(server.callsTo('GET', PATH).at(-1)!.query.has('entity')).toBe(false);
  });

  it('downloads the filtered history as CSV and hands it to saveFile with its name', async () => {
    const { server, state, saved } = setup();
    await state().setFilter({ userId: 'u-ann' });
    await state().downloadCsv();
    expect(saved).toEqual([
      {
        fileName: 'dataset-ds-history.csv',
        csv: 'at,username\r\n2026-11-29T10:00:00,ann\r\n',
        type: 'text/csv',
      },
    ]);
    const query = server.callsTo('GET', PATH).at(-1)!.query;
    expect([query.get('format'), query.get('user_id'), query.has('offset')]).toEqual(['csv', 'u-ann', false]);
    expect(state().downloading).toBe(false);
  });

  it('shows a refusal as an error message and keeps only the latest page', async () => {
    const { server, state } = setup();
    server.on('GET', PATH, {
      status: 403,
      body: { detail: { code: 'argilla.api.errors::ForbiddenOperationError' } },
    });
    await state().load();
    expect(state().status).toBe('error');
    expect(state().error).not.toBeNull();
    const slow = deferred<{ body: unknown }>();
    server.on('GET', PATH, () => slow.promise);
    const first = state().load();
    server.on('GET', PATH, { body: { items: entries(1), total: 1 } });
    await state().setFilter({ entity: 'record' });
    slow.resolve({ body: { items: entries(2), total: 9 } });
    await first;
    expect(state().total).toBe(1);
  });

  it('gives rows with who (someone when unknown), what and when', async () => {
    const { state } = setup(2);
    await state().load();
    const rows = selectDatasetHistoryRows(state(), Date.parse('2026-11-29T12:00:00Z'));
    expect(rows.map((r) => [r.user, r.entityKey, r.actionKey, r.ago.key, r.ago.params])).toEqual([
      ['ann', 'entity.response', 'action.create', 'ago.hours', { count: 2 }],
      [null, 'entity.response', 'action.create', 'ago.hours', { count: 2 }],
    ]);
    expect(rows[1]!.message.params).toEqual({ userKey: 'someone', answer: 'yes' });
    expect(state().users).toEqual([{ id: 'u-ann', username: 'ann' }]);
  });
});
