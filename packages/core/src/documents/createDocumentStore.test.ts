import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createFakeFetch, deferred } from '../testing/createFakeFetch';
import { createDocumentStore, SEGMENTS_POLL_MS } from './createDocumentStore';
import { DOCUMENT_MESSAGE_KEYS } from './documentMessageKeys';
import { recordDocument } from './recordDocument';

const WORKSPACE_ID = '9b0a7bde-0e0e-4d2d-9a3c-4f6f8f4f1a01';
const DOC_ID = 'c0ffee00-0000-4000-8000-000000000001';
const document = {
  id: DOC_ID,
  workspace_id: WORKSPACE_ID,
  url: `/api/v1/file/team/pdf/${DOC_ID}`,
  file_name: 'smith2020.pdf',
  reference: 'smith2020',
  pmid: '31452104',
  doi: null,
  inserted_at: '2024-05-01T10:22:33',
  updated_at: '2024-05-01T10:22:33',
};
const segments = [{ doc_id: DOC_ID, header: 'Methods', page_number: 2, type: 'text' }];

function setup() {
  const server = createFakeFetch();
  server.on('GET', '/api/v1/documents/by-pmid/31452104', { body: document });
  server.on('GET', `/api/v1/documents/by-id/${DOC_ID}`, { body: document });
  server.on('GET', `/api/v1/workspaces/${WORKSPACE_ID}`, { body: { id: WORKSPACE_ID, name: 'team' } });
  server.on('GET', '/api/v1/models/segments/', { body: { items: segments } });
  const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, cache: false });
  return { server, client, store: createDocumentStore({ client }) };
}

describe('the document beside a record', () => {
  it('loads by pmid, then the segments by reference in the document workspace (by name)', async () => {
    const { server, store } = setup();
    await store.getState().load(recordDocument({ pmid: '31452104' }));
    expect(store.getState()).toMatchObject({ status: 'ready', document, segments, outline: 'ready', error: null });
    const [call] = server.callsTo('GET', '/api/v1/models/segments/');
    expect(call?.query.get('workspace')).toBe('team');
    expect(call?.query.get('reference')).toBe('smith2020');
  });

  it('gives the document before its segments arrive, so the PDF can open while the outline is asked', async () => {
    const { server, store } = setup();
    const slow = deferred<{ body: unknown }>();
    server.on('GET', '/api/v1/models/segments/', () => slow.promise);
    const loading = store.getState().load(recordDocument({ pmid: '31452104' }));
    await expect.poll(() => store.getState().document?.id).toBe(DOC_ID);
    expect(store.getState()).toMatchObject({ status: 'loading', segments: [], outline: 'loading' });
    slow.resolve({ body: { items: segments } });
    await loading;
    expect(store.getState()).toMatchObject({ status: 'ready', document, segments });
  });

  it('loads by doc_id; the record reference and a given workspace name win', async () => {
    const { server, client } = setup();
    const store = createDocumentStore({ client, workspaceName: 'reviews' });
    await store.getState().load(recordDocument({ doc_id: DOC_ID, reference: 'smith2020-suppl' }));
    expect(store.getState().document?.id).toBe(DOC_ID);
    expect(server.callsTo('GET', `/api/v1/workspaces/${WORKSPACE_ID}`)).toHaveLength(0);
    const [call] = server.callsTo('GET', '/api/v1/models/segments/');
    expect(call?.query.get('workspace')).toBe('reviews');
    expect(call?.query.get('reference')).toBe('smith2020-suppl');
  });

  it("shows 'Error fetching document with pmid' and clears the document", async () => {
    const { server, store } = setup();
    await store.getState().load(recordDocument({ pmid: '31452104' }));
    server.on('GET', '/api/v1/documents/by-pmid/999', { status: 404, body: { detail: 'Document with pmid `999` not found' } });
    await store.getState().load(recordDocument({ pmid: '999' }));
    expect(store.getState()).toMatchObject({
      status: 'error',
      document: null,
      segments: [],
      error: { key: DOCUMENT_MESSAGE_KEYS.fetchByPmidFailed, params: { pmid: '999' } },
    });
  });

  it("shows 'Error fetching document with ID {id}' and clears the document", async () => {
    const { store } = setup();
    await store.getState().load(recordDocument({ doc_id: 'missing' }));
    expect(store.getState()).toMatchObject({
      status: 'error',
      document: null,
      error: { key: 'error.fetchById', params: { id: 'missing' } },
    });
  });

  it("shows 'Error fetching document segments' and clears the document", async () => {
    const { server, store } = setup();
    server.on('GET', '/api/v1/models/segments/', { status: 500, body: { detail: 'boom' } });
    await store.getState().load(recordDocument({ pmid: '31452104' }));
    expect(store.getState()).toMatchObject({
      status: 'error',
      document: null,
      segments: [],
      error: { key: 'error.fetchSegments' },
    });
  });

  it('skips segments when neither the record nor the document has a reference', async () => {
    const { server, store } = setup();
    server.on('GET', '/api/v1/documents/by-pmid/31452104', { body: { ...document, reference: null } });
    await store.getState().load(recordDocument({ pmid: '31452104' }));
    expect(store.getState().status).toBe('ready');
    expect(server.callsTo('GET', '/api/v1/models/segments/')).toHaveLength(0);
  });

  it('does not fetch the document shown again; a newer load wins over a slower older one; null clears', async () => {
    const { server, store } = setup();
    await store.getState().load(recordDocument({ pmid: '31452104' }));
    await store.getState().load(recordDocument({ pmid: '31452104' }));
    expect(server.callsTo('GET', '/api/v1/documents/by-pmid/31452104')).toHaveLength(1);

    const slow = deferred<{ body: unknown }>();
    server.on('GET', '/api/v1/documents/by-pmid/111', () => slow.promise);
    const older = store.getState().load(recordDocument({ pmid: '111' }));
    await store.getState().load(recordDocument({ doc_id: DOC_ID }));
    slow.resolve({ body: { ...document, id: 'older' } });
    await older;
    expect(store.getState().document?.id).toBe(DOC_ID);

    await store.getState().load(null);
    expect(store.getState()).toMatchObject({ status: 'idle', document: null, target: null });
  });
});

describe('an outline the server is still preparing', () => {
  afterEach(() => vi.useRealTimers());

  it("is 'preparing' while Segments-Status is pending, asked again every 2 s, then filled in", async () => {
    vi.useFakeTimers();
    const { server, store } = setup();
    server.on('GET', '/api/v1/models/segments/', { body: { items: [] }, headers: { 'Segments-Status': 'pending' } });
    await store.getState().load(recordDocument({ pmid: '31452104' }));
    expect(SEGMENTS_POLL_MS).toBe(2_000);
    expect(store.getState()).toMatchObject({ status: 'ready', document, segments: [], outline: 'preparing' });
    expect(server.callsTo('GET', '/api/v1/models/segments/')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.callsTo('GET', '/api/v1/models/segments/')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.callsTo('GET', '/api/v1/models/segments/')).toHaveLength(2);
    expect(store.getState().outline).toBe('preparing');
    server.on('GET', '/api/v1/models/segments/', { body: { items: segments }, headers: { 'Segments-Status': 'ready' } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.getState()).toMatchObject({ status: 'ready', document, segments, outline: 'ready' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.callsTo('GET', '/api/v1/models/segments/')).toHaveLength(3);
  });

  it("is 'failed' when the segments job failed: the document stays, no more polling", async () => {
    vi.useFakeTimers();
    const { server, store } = setup();
    server.on('GET', '/api/v1/models/segments/', { body: { items: [] }, headers: { 'Segments-Status': 'failed' } });
    await store.getState().load(recordDocument({ pmid: '31452104' }));
    expect(store.getState()).toMatchObject({ status: 'ready', document, outline: 'failed', error: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.callsTo('GET', '/api/v1/models/segments/')).toHaveLength(1);
  });

  it("stops asking when another document is shown or the store is disposed; a failed re-read says 'Error fetching document segments'", async () => {
    vi.useFakeTimers();
    const { server, store } = setup();
    server.on('GET', '/api/v1/models/segments/', { body: { items: [] }, headers: { 'Segments-Status': 'pending' } });
    await store.getState().load(recordDocument({ pmid: '31452104' }));
    await store.getState().load(null);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.callsTo('GET', '/api/v1/models/segments/')).toHaveLength(1);

    await store.getState().load(recordDocument({ pmid: '31452104' }));
    store.getState().dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.callsTo('GET', '/api/v1/models/segments/')).toHaveLength(2);

    const again = createDocumentStore({ client: createApiClient({ baseUrl: '/api', fetch: server.fetch, cache: false }) });
    await again.getState().load(recordDocument({ pmid: '31452104' }));
    server.on('GET', '/api/v1/models/segments/', { status: 500, body: { detail: 'boom' } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(again.getState()).toMatchObject({ status: 'error', document: null, error: { key: 'error.fetchSegments' } });
  });
});
