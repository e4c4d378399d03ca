import { describe, expect, it } from 'vitest';
import type { SearchRecordsBody } from '../api/wire/search';
import { SEARCH_PATH, USER_ID, createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import type { AnnotationEvent } from './annotationEvents';
import { createAnnotationSession } from './createAnnotationSession';
import { withRecordScope } from './recordScope';
import { settle, setupWorkflow } from './testing/setupWorkflow';

const signedIn = { getState: () => ({ user: { id: USER_ID, role: 'annotator' as const } }) };

const pendingQueue: SearchRecordsBody = {
  query: { text: { q: 'tennis' } },
  filters: {
    and: [
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
      { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
      { type: 'terms', scope: { entity: 'metadata', metadata_property: 'split' }, values: ['train'] },
    ],
  },
};

/** The fake server, with a search that honours the record id filter and reports the response status of each record. */
function serverWithIdSearch() {
  const fake = createFakeRecordServer(3);
  const bodies: SearchRecordsBody[] = [];
  fake.server.on('POST', SEARCH_PATH, (call) => {
    const body = call.json as SearchRecordsBody;
    bodies.push(body);
    const ids = body.filters?.and.find(
      (filter) => filter.scope.entity === 'record' && filter.scope.property === 'id',
    );
    const found = fake.records.filter((record) => ids?.type === 'terms' && ids.values.includes(record.id));
    const withResponse = found.map((record) => {
      const response = fake.responses.get(record.id);
      return { record: { ...record, responses: response ? [response] : [] }, query_score: null };
    });
    return { body: { items: withResponse, total: withResponse.length } };
  });
  return { ...fake, bodies };
}

describe('withRecordScope', () => {
  it('puts the record id first and drops only the status filters', () => {
    const scoped = withRecordScope(pendingQueue, 'rec-7');
    expect(scoped.query).toEqual({ text: { q: 'tennis' } });
    expect(scoped.filters?.and).toEqual([
      { type: 'terms', scope: { entity: 'record', property: 'id' }, values: ['rec-7'] },
      { type: 'terms', scope: { entity: 'metadata', metadata_property: 'split' }, values: ['train'] },
    ]);
  });

  it('adds the filter to a body without filters', () => {
    expect(withRecordScope({}, 'rec-7').filters?.and).toHaveLength(1);
  });
});

describe('createAnnotationSession with a record id', () => {
  it('shows that record even when its status is outside the status filter, and stays on it after submitting', async () => {
    const fake = serverWithIdSearch();
    fake.respond('rec-2', 'submitted');
    const events: AnnotationEvent[] = [];
    const session = createAnnotationSession({ client: fake.client, session: signedIn }, 'd-1', {
      recordId: 'rec-2',
      onEvent: (event) => events.push(event),
    });
    session.start();
    await settle(100);
    const state = session.store.getState();
    expect(session.store.criteria.getState().committed.status).toBe('pending');
    expect(state.status).toBe('ready');
    expect(state.total).toBe(1);
    expect(state.record).toMatchObject({ id: 'rec-2', status: 'submitted' });
    const statusFilters = fake.bodies.flatMap((body) =>
      (body.filters?.and ?? []).filter(
        ({ scope }) => scope.entity !== 'metadata' && scope.property === 'status',
      ),
    );
    expect(fake.bodies.length).toBeGreaterThan(0);
    expect(statusFilters).toEqual([]);

    session.store.getState().setAnswer('sentiment', 'negative');
    await session.store.getState().submit();
    await settle(100);
    expect(events).toMatchObject([
      {
        type: 'submitted',
        datasetId: 'd-1',
        recordId: 'rec-2',
        values: { sentiment: { value: 'negative' } },
      },
    ]);
    expect(session.store.getState().page).toBe(1);
    expect(session.store.getState().record).toMatchObject({ id: 'rec-2', status: 'submitted' });
    expect(session.store.getState().emptyState).toBeNull();
    session.dispose();
  });

  it('without a record id, the same server finds nothing: the scope is what finds the record', async () => {
    const fake = serverWithIdSearch();
    const session = createAnnotationSession({ client: fake.client, session: signedIn }, 'd-1');
    session.start();
    await settle(100);
    expect(session.store.getState().record).toBeNull();
    session.dispose();
  });

  it('an unknown record id shows "record not found" with the id, not the queue\'s empty message', async () => {
    const fake = serverWithIdSearch();
    const session = createAnnotationSession({ client: fake.client, session: signedIn }, 'd-1', {
      recordId: 'rec-missing',
    });
    session.start();
    await settle(100);
    const state = session.store.getState();
    expect(state.status).toBe('ready');
    expect(state.record).toBeNull();
    expect(state.emptyState).toEqual({ key: 'recordNotFound', params: { id: 'rec-missing' } });
    expect(session.store.queue.getState().message).toEqual(state.emptyState);
    // The server was asked about the record itself: it answered 404.
    expect(fake.server.callsTo('GET', '/api/v1/records/rec-missing')).toHaveLength(1);
    session.dispose();
  });

  it('a record of another dataset is not found in this one', async () => {
    const fake = serverWithIdSearch();
    fake.server.on('GET', '/api/v1/records/rec-elsewhere', () => ({
      body: { ...fake.records[0], id: 'rec-elsewhere', dataset_id: 'd-2' },
    }));
    const session = createAnnotationSession({ client: fake.client, session: signedIn }, 'd-1', {
      recordId: 'rec-elsewhere',
    });
    session.start();
    await settle(100);
    expect(session.store.getState().emptyState).toEqual({
      key: 'recordNotFound',
      params: { id: 'rec-elsewhere' },
    });
    session.dispose();
  });

  it('a record of the dataset that the text filter hides shows the usual "no records match" message', async () => {
    const fake = serverWithIdSearch();
    // The search honours the text query: nothing matches it.
    fake.server.on('POST', SEARCH_PATH, () => ({ body: { items: [], total: 0 } }));
    const { state } = setupWorkflow(3, {
      fake,
      recordId: 'rec-2',
      initial: { searchText: { text: 'no such words', field: '' } },
    });
    await state().load();
    await settle(100);
    expect(state().record).toBeNull();
    expect(state().emptyState).toEqual({ key: 'noRecordsFound', params: { status: 'pending' } });
  });
});
