import { createApiClient } from '../../api/createApiClient';
import type { WireQuestion } from '../../api/wire/questions';
import type {
  ResponseBulkItem,
  ResponseStatus,
  ResponseUpsert,
  WireRecord,
  WireResponse,
  WireSuggestion,
} from '../../api/wire/records';
import type { SearchRecordsBody } from '../../api/wire/search';
import { createFakeFetch, type FakeReply, type RecordedCall } from '../../testing/createFakeFetch';

export const DATASET_ID = 'd-1';
export const WORKSPACE_ID = 'w-1';
export const USER_ID = 'u-1';
export const SEARCH_PATH = `/api/v1/me/datasets/${DATASET_ID}/records/search`;
export const METRICS_PATH = `/api/v1/me/datasets/${DATASET_ID}/metrics`;
export const PROGRESS_PATH = `/api/v1/datasets/${DATASET_ID}/progress`;
export const BULK_PATH = '/api/v1/me/responses/bulk';

const question = (
  id: string,
  name: string,
  required: boolean,
  settings: WireQuestion['settings'],
): WireQuestion => ({
  id,
  name,
  title: name,
  description: null,
  required,
  settings,
  dataset_id: DATASET_ID,
  inserted_at: '2024-01-01T00:00:00',
  updated_at: '2024-01-01T00:00:00',
});

const labels = (...values: string[]) => values.map((value) => ({ value, text: value }));

/** sentiment (required label), topics (multi label), notes (text), context-relevant (multi label). */
export const wireQuestions: WireQuestion[] = [
  question('q-sentiment', 'sentiment', true, {
    type: 'label_selection',
    options: labels('positive', 'negative', 'neutral'),
    visible_options: null,
  }),
  question('q-topics', 'topics', false, {
    type: 'multi_label_selection',
    options: labels('sports', 'politics'),
    visible_options: null,
    options_order: 'natural',
  }),
  question('q-notes', 'notes', false, { type: 'text', use_markdown: false }),
  question('q-context', 'context-relevant', false, {
    type: 'multi_label_selection',
    options: labels('Methods', 'Results', 'Not listed'),
    visible_options: null,
    options_order: 'natural',
  }),
];

/** A pending record `rec-<n>` with one text field and the given suggestions. */
export function wireRecord(n: number, suggestions: WireSuggestion[] = []): WireRecord {
  return {
    id: `rec-${n}`,
    status: 'pending',
    fields: { text: `record ${n}` },
    metadata: null,
    external_id: null,
    responses: [],
    suggestions,
    inserted_at: '2024-01-01T00:00:00',
    updated_at: '2024-01-01T00:00:00',
  };
}

/** The response statuses a search body selects (`pending` meaning "no response yet"). */
function selectedStatuses(body: SearchRecordsBody): string[] {
  const filter = body.filters?.and.find(
    (candidate) => candidate.scope.entity === 'response' && 'property' in candidate.scope,
  );
  return filter && filter.type === 'terms' ? filter.values.map(String) : ['pending'];
}

/**
 * An in-memory v1 server for queue and workflow tests: `count` pending records (`rec-1` …), a status-aware
 * `/me` search honouring offset and limit, responses (create, update, delete, bulk), metrics and progress.
 * A vector query returns the records in reverse order, to tell it apart from the plain list.
 */
export function createFakeRecordServer(
  count: number,
  records = Array.from({ length: count }, (_, i) => wireRecord(i + 1)),
) {
  const server = createFakeFetch();
  const responses = new Map<string, WireResponse>();
  let nextId = 1;
  const base = '/api/v1';
  const statusOf = (record: WireRecord) => responses.get(record.id)?.status ?? 'pending';
  const withResponse = (record: WireRecord): WireRecord => {
    const response = responses.get(record.id);
    return { ...record, responses: response ? [response] : [] };
  };

  const save = (recordId: string, body: ResponseUpsert, id = `resp-${nextId++}`): WireResponse => {
    const response: WireResponse = {
      id,
      record_id: recordId,
      user_id: USER_ID,
      status: body.status,
      values: body.values ?? null,
      inserted_at: '2024-05-01T10:22:33',
      updated_at: '2024-05-01T10:22:33',
    };
    responses.set(recordId, response);
    return response;
  };

  server.on('GET', `${base}/datasets/${DATASET_ID}`, {
    body: {
      id: DATASET_ID,
      name: 'papers',
      guidelines: null,
      allow_extra_metadata: false,
      status: 'ready',
      distribution: { strategy: 'overlap', min_submitted: 1 },
      metadata: null,
      workspace_id: WORKSPACE_ID,
      last_activity_at: '2024-01-01T00:00:00',
      inserted_at: '2024-01-01T00:00:00',
      updated_at: '2024-01-01T00:00:00',
    },
  });
  server.on('GET', `${base}/workspaces/${WORKSPACE_ID}`, {
    body: {
      id: WORKSPACE_ID,
      name: 'lab',
      inserted_at: '2024-01-01T00:00:00',
      updated_at: '2024-01-01T00:00:00',
    },
  });
  server.on('GET', `${base}/datasets/${DATASET_ID}/fields`, { body: { items: [] } });
  server.on('GET', `${base}/datasets/${DATASET_ID}/questions`, { body: { items: wireQuestions } });
  server.on('GET', METRICS_PATH, () => {
    const statuses = [...responses.values()].map((response) => response.status);
    const countOf = (status: ResponseStatus) => statuses.filter((candidate) => candidate === status).length;
    return {
      body: {
        responses: {
          total: records.length,
          submitted: countOf('submitted'),
          discarded: countOf('discarded'),
          draft: countOf('draft'),
          pending: records.length - statuses.length,
        },
      },
    };
  });
  server.on('GET', PROGRESS_PATH, () => {
    const completed = records.filter((record) => record.status === 'completed').length;
    return { body: { total: records.length, completed, pending: records.length - completed, users: [] } };
  });
  const matchesOf = (body: SearchRecordsBody) => {
    const statuses = selectedStatuses(body);
    let matching = records.filter((record) => statuses.includes(statusOf(record)));
    if (statuses.includes('pending') && statuses.length === 1) {
      matching = matching.filter((record) => record.status !== 'completed');
    }
    return body.query?.vector ? [...matching].reverse() : matching;
  };
  const pageOf = (call: RecordedCall) => {
    const body = call.json as SearchRecordsBody;
    const offset = Number(call.query.get('offset') ?? 0);
    const limit = Number(call.query.get('limit') ?? 50);
    const matching = matchesOf(body);
    const items = matching
      .slice(offset, offset + limit)
      .map((record) => ({ record: withResponse(record), query_score: body.query?.vector ? 0.9 : null }));
    return { items, total: matching.length, followed: offset + limit < matching.length };
  };
  server.on('POST', SEARCH_PATH, (call) => {
    const { items, total } = pageOf(call);
    return { body: { items, total } };
  });
  // The uncounted page tells its total only when it holds the last records, as the server's does.
  server.on('POST', `${SEARCH_PATH}/page`, (call) => {
    const { items, total, followed } = pageOf(call);
    return { body: { items, total: followed ? null : total } };
  });
  server.on('POST', `${SEARCH_PATH}/total`, (call) => ({
    body: { total: matchesOf(call.json as SearchRecordsBody).length },
  }));
  server.on('POST', BULK_PATH, (call): FakeReply => ({
    body: {
      items: (call.json as { items: ResponseBulkItem[] }).items.map((item) => {
        const record = records.find((candidate) => candidate.id === item.record_id);
        if (!record)
          return { item: null, error: { detail: `Record with id \`${item.record_id}\` not found` } };
        const existing = responses.get(record.id);
        return { item: save(record.id, item, existing?.id), error: null };
      }),
    },
  }));
  for (const record of records) {
    server.on('GET', `${base}/records/${record.id}`, () => ({ body: withResponse(record) }));
    server.on('POST', `${base}/records/${record.id}/responses`, (call) => {
      if (responses.has(record.id)) {
        return {
          status: 409,
          body: { detail: `Response already exists for record with id \`${record.id}\`` },
        };
      }
      return { status: 201, body: save(record.id, call.json as ResponseUpsert) };
    });
  }
  const responseRoute = (call: RecordedCall) => call.path.split('/').at(-1)!;
  const findResponse = (id: string) => [...responses.values()].find((response) => response.id === id);
  const onResponse = (method: 'PUT' | 'DELETE', id: string) =>
    server.on(method, `${base}/responses/${id}`, (call) => {
      const existing = findResponse(responseRoute(call));
      if (!existing) return { status: 404, body: { detail: 'Not Found' } };
      if (method === 'DELETE') {
        responses.delete(existing.record_id);
        return { body: existing };
      }
      return { body: save(existing.record_id, call.json as ResponseUpsert, existing.id) };
    });
  // Responses get ids resp-1, resp-2 … in creation order; routes for the first hundred cover every test.
  for (let index = 1; index <= 100; index++) {
    onResponse('PUT', `resp-${index}`);
    onResponse('DELETE', `resp-${index}`);
  }

  const clientOf = (fetch: typeof server.fetch) => createApiClient({ fetch, getCredentials: () => ({ token: 'jwt' }) });
  return {
    server,
    client: clientOf(server.fetch),
    /**
     * A client whose requests go through `fetch` (wrapping `server.fetch`: failures, delays), for
     * `setupWorkflow(n, { fake: { ...fake, client: fake.clientThrough(fetch) } })`.
     */
    clientThrough: clientOf,
    records,
    responses,
    /** Gives a record the caller's response directly on the server. */
    respond: (recordId: string, status: ResponseStatus) => save(recordId, { status, values: {} }),
    /** `[offset, limit]` of every search, in order. */
    searches: () =>
      server
        .callsTo('POST', SEARCH_PATH)
        .map((call) => [Number(call.query.get('offset')), Number(call.query.get('limit'))]),
  };
}
