import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
  PENDING_QUEUE_BODY,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const PENDING_QUEUE = PENDING_QUEUE_BODY;
const CATEGORIES = ['books', 'games', 'music'];

describe.each(testDialects())('record search (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let ids: string[];
  const search = (body: unknown, query = '', as?: TestUser | null) =>
    server.request('POST', `/api/v1/me/datasets/${fixture.datasetId}/records/search${query}`, {
      json: body,
      ...(as !== undefined ? { as } : { as: fixture.annotator }),
    });
  const idsOf = (res: { body: { items: { record: { id: string } }[] } }) =>
    res.body.items.map((i) => i.record.id);
  const indexes = (res: { body: { items: { record: { id: string } }[] } }) =>
    idsOf(res).map((id) => ids.indexOf(id));

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    ids = await addRecords(server, fixture.datasetId, 12, (i) => ({
      fields: {
        text: i === 5 ? 'Record 5 is about a zeppelin.' : `Record ${i} mentions Ada Lovelace at Acme.`,
      },
      metadata: { category: CATEGORIES[i % 3], votes: i * 5, price: i + 0.5, internal: `note-${i}` },
      suggestions:
        i % 2 === 0
          ? [
              {
                question_id: fixture.questionIds['label'],
                value: i % 4 === 0 ? 'positive' : 'negative',
                score: i / 12,
                agent: i < 6 ? 'early-model' : 'late-model',
              },
            ]
          : [],
      vectors: { embedding: [Math.cos(i / 4), Math.sin(i / 4), 0] },
    }));
    const respond = (i: number, status: string, as: TestUser) =>
      server.request('POST', `/api/v1/records/${ids[i]}/responses`, {
        json: {
          status,
          values:
            status === 'discarded' ? null : { label: { value: 'neutral' }, rating: { value: (i % 5) + 1 } },
        },
        as,
      });
    await respond(0, 'submitted', fixture.annotator);
    await respond(1, 'draft', fixture.annotator);
    await respond(2, 'discarded', fixture.annotator);
    await respond(3, 'submitted', fixture.admin);
  });
  afterAll(async () => server?.close());

  it('serves the pending queue: no response by the caller and record still pending', async () => {
    const res = await search(
      PENDING_QUEUE,
      '?include=responses&include=suggestions&include=response_suggestions&offset=0&limit=50&response_status=',
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(8);
    expect(indexes(res).sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(res.body.items[0].query_score).toBeNull();
    expect(
      res.body.items.every((i: { record: { responses: unknown[] } }) => i.record.responses.length === 0),
    ).toBe(true);
  });

  it('times its phases in Server-Timing: context, rank, count, records and relations, then total', async () => {
    const phases = (res: { headers: Headers }) =>
      (res.headers.get('Server-Timing') ?? '').split(', ').map((entry) => entry.split(';dur=')[0]);
    // A full page of a larger result needs its own count; a short page is counted from itself.
    const counted = await search({}, '?limit=2&include=responses');
    expect(counted.status).toBe(200);
    expect(phases(counted)).toEqual(['context', 'rank', 'count', 'records', 'relations', 'total']);
    expect(counted.headers.get('Server-Timing')).toMatch(/^(\w+;dur=\d+\.\d{3}, ){5}total;dur=\d+\.\d{3}$/);
    const short = await search(PENDING_QUEUE, '?limit=50');
    expect(phases(short)).toEqual(['context', 'rank', 'records', 'relations', 'total']);
  });

  it('filters by the caller’s response status, pending mixing with others', async () => {
    const status = (values: string[]) =>
      search({
        filters: { and: [{ type: 'terms', scope: { entity: 'response', property: 'status' }, values }] },
      });
    expect(indexes(await status(['submitted']))).toEqual([0]);
    expect(indexes(await status(['draft', 'discarded'])).sort()).toEqual([1, 2]);
    const pendingOrSubmitted = await status(['pending', 'submitted']);
    expect(pendingOrSubmitted.body.total).toBe(10);
    const adminSubmitted = await search(
      {
        filters: {
          and: [{ type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['submitted'] }],
        },
      },
      '',
      fixture.admin,
    );
    expect(indexes(adminSubmitted)).toEqual([3]);
  });

  it('filters by record status', async () => {
    const res = await search({
      filters: {
        and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['completed'] }],
      },
    });
    expect(indexes(res).sort()).toEqual([0, 3]);
  });

  it('includes only the caller’s response and only requested relationships', async () => {
    const bare = await search({}, '?limit=1');
    expect(Object.keys(bare.body.items[0].record)).toEqual([
      'id',
      'status',
      'fields',
      'metadata',
      'external_id',
      'dataset_id',
      'inserted_at',
      'updated_at',
    ]);
    const all = await search(
      {},
      '?include=responses,suggestions&include=vectors&limit=50',
      fixture.annotator,
    );
    const record3 = all.body.items.find((i: { record: { id: string } }) => i.record.id === ids[3]).record;
    expect(record3.responses).toEqual([]);
    const record0 = all.body.items.find((i: { record: { id: string } }) => i.record.id === ids[0]).record;
    expect(record0.responses).toHaveLength(1);
    expect(record0.responses[0].user_id).toBe(fixture.annotator.user.id);
    expect(record0.suggestions[0]).toMatchObject({ value: 'positive', agent: 'early-model' });
    expect(record0.vectors).toEqual({ embedding: [1, 0, 0] });
    const named = await search({}, '?include=vectors:embedding&limit=1');
    expect(Object.keys(named.body.items[0].record.vectors)).toEqual(['embedding']);
  });

  it('turns other members’ submitted responses into human suggestions for admins (response_suggestions)', async () => {
    const query = '?include=responses&include=suggestions&include=response_suggestions&limit=50';
    const owner = await search({}, query, server.owner);
    const record3 = owner.body.items.find((i: { record: { id: string } }) => i.record.id === ids[3]).record;
    expect(record3.responses).toEqual([]);
    expect(record3.suggestions).toHaveLength(2);
    expect(record3.suggestions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          question_id: fixture.questionIds['label'],
          type: 'human',
          agent: fixture.admin.user.username,
          value: 'neutral',
          score: null,
        }),
        expect.objectContaining({ question_id: fixture.questionIds['rating'], type: 'human', value: 4 }),
      ]),
    );
    const annotatorView = await search({}, query);
    const annotatorRecord3 = annotatorView.body.items.find(
      (i: { record: { id: string } }) => i.record.id === ids[3],
    ).record;
    expect(annotatorRecord3.suggestions).toEqual([]);
  });

  it('counts a full page of the pending queue as exactly as the whole queue, alone or with another filter', async () => {
    const whole = await search(PENDING_QUEUE, '?limit=50');
    const paged = await search(PENDING_QUEUE, '?limit=2');
    expect(idsOf(paged)).toHaveLength(2);
    expect([whole.body.total, paged.body.total]).toEqual([idsOf(whole).length, idsOf(whole).length]);
    // The annotator's responses (drafts and discards included) are out of the queue.
    expect(idsOf(whole).length).toBeLessThan(ids.length);
    const books = {
      filters: {
        and: [
          ...PENDING_QUEUE.filters.and,
          { type: 'terms', scope: { entity: 'metadata', metadata_property: 'category' }, values: ['books'] },
        ],
      },
    };
    const allBooks = await search(books, '?limit=50');
    const firstBook = await search(books, '?limit=1');
    expect(firstBook.body.total).toBe(idsOf(allBooks).length);
    expect(idsOf(allBooks).length).toBeLessThan(idsOf(whole).length);
  });

  it('pages with offset and limit over an exact total', async () => {
    const all = await search({}, '?limit=50');
    const first = await search({}, '?offset=0&limit=5');
    const second = await search({}, '?offset=5&limit=5');
    const last = await search({}, '?offset=10&limit=5');
    expect(first.body.total).toBe(12);
    expect(second.body.total).toBe(12);
    expect([...idsOf(first), ...idsOf(second), ...idsOf(last)]).toEqual(idsOf(all));
    expect(idsOf(last)).toHaveLength(2);
    // The total holds on a partial page, a page that ends exactly at the last match, and a page past the end.
    expect(last.body.total).toBe(12);
    const exactEnd = await search({}, '?offset=10&limit=2');
    expect([exactEnd.body.total, idsOf(exactEnd)]).toEqual([12, idsOf(last)]);
    const pastEnd = await search({}, '?offset=20&limit=5');
    expect([pastEnd.body.total, pastEnd.body.items]).toEqual([12, []]);
    const defaultLimit = await server.request(
      'POST',
      `/api/v1/me/datasets/${fixture.datasetId}/records/search`,
      { as: fixture.annotator },
    );
    expect(defaultLimit.body.items).toHaveLength(12);
  });

  it('orders by a stable pseudo-random order per user when no sort is given', async () => {
    const a1 = idsOf(await search({}));
    const a2 = idsOf(await search({}));
    const other = idsOf(await search({}, '', fixture.admin));
    expect(a1).toEqual(a2);
    expect([...other].sort()).toEqual([...a1].sort());
    // That users' orders differ is asserted on 200 records in queue-order.test.ts: on 12, two users' starts
    // share a gap between keys too often.
  });

  it('validates offset, limit and include (422)', async () => {
    const limit = await search({}, '?limit=0');
    expect(limit.status).toBe(422);
    expect(limit.body.detail.params.errors).toEqual([
      {
        type: 'greater_than_equal',
        loc: ['query', 'limit'],
        msg: 'Input should be greater than or equal to 1',
      },
    ]);
    expect((await search({}, '?limit=1001')).body.detail.params.errors[0]).toMatchObject({
      type: 'less_than_equal',
      loc: ['query', 'limit'],
    });
    expect((await search({}, '?offset=-1')).body.detail.params.errors[0]).toMatchObject({
      type: 'greater_than_equal',
      loc: ['query', 'offset'],
    });
    expect((await search({}, '?limit=ten')).body.detail.params.errors[0]).toEqual({
      type: 'int_parsing',
      loc: ['query', 'limit'],
      msg: 'Input should be a valid integer, unable to parse string as an integer',
    });
    const malformed = await search({}, '?include=responses,,suggestions');
    expect(malformed.status).toBe(422);
    expect(malformed.body).toEqual({
      detail: "'include' query parameter must be of the form 'key1,key2,key3' or 'key:value1,value2,value3'",
    });
    const unknown = await search({}, '?include=comments');
    expect(unknown.status).toBe(422);
    expect(typeof unknown.body.detail).toBe('string');
    const both = await search({}, '?include=vectors&include=vectors:embedding');
    expect(both.status).toBe(422);
    expect(typeof both.body.detail).toBe('string');
    const noAnd = await search({ filters: {} });
    expect(noAnd.body.detail.params.errors).toEqual([
      { type: 'missing', loc: ['body', 'filters', 'and'], msg: 'Field required' },
    ]);
  });

  it('filters metadata by visibility in /me search', async () => {
    const annotatorView = (await search({}, '?limit=1')).body.items[0].record.metadata;
    expect(Object.keys(annotatorView).sort()).toEqual(['category', 'price']);
    const adminView = (await search({}, '?limit=1', fixture.admin)).body.items[0].record.metadata;
    expect(Object.keys(adminView).sort()).toEqual(['category', 'internal', 'price', 'votes']);
  });

  it('filters by metadata terms and ranges, and sorts by metadata', async () => {
    const books = await search({
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'metadata', metadata_property: 'category' }, values: ['books'] },
        ],
      },
    });
    expect(indexes(books).sort((a, b) => a - b)).toEqual([0, 3, 6, 9]);
    const votes = await search({
      filters: {
        and: [{ type: 'range', scope: { entity: 'metadata', metadata_property: 'votes' }, ge: 10, le: 25 }],
      },
      sort: [{ scope: { entity: 'metadata', metadata_property: 'votes' }, order: 'desc' }],
    });
    expect(indexes(votes)).toEqual([5, 4, 3, 2]);
    const missing = await search({
      filters: {
        and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'missing' }, values: ['x'] }],
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      detail: `MetadataProperty not found filtering by name=missing, dataset_id=${fixture.datasetId}`,
    });
    const badRange = await search({
      filters: { and: [{ type: 'range', scope: { entity: 'metadata', metadata_property: 'votes' } }] },
    });
    expect(badRange.body.detail.params.errors[0].msg).toBe(
      "Value error, One of 'ge' or 'le' values must be specified",
    );
  });

  it('filters and sorts by suggestions', async () => {
    const label = { entity: 'suggestion', question: 'label' };
    const positive = await search({
      filters: { and: [{ type: 'terms', scope: label, values: ['positive'] }] },
    });
    expect(indexes(positive).sort((a, b) => a - b)).toEqual([0, 4, 8]);
    const confident = await search({
      filters: { and: [{ type: 'range', scope: { ...label, property: 'score' }, ge: 0.5 }] },
      sort: [{ scope: { ...label, property: 'score' }, order: 'asc' }],
    });
    expect(indexes(confident)).toEqual([6, 8, 10]);
    const late = await search({
      filters: { and: [{ type: 'terms', scope: { ...label, property: 'agent' }, values: ['late-model'] }] },
    });
    expect(indexes(late).sort((a, b) => a - b)).toEqual([6, 8, 10]);
    const unknown = await search({
      filters: { and: [{ type: 'terms', scope: { entity: 'suggestion', question: 'nope' }, values: ['x'] }] },
    });
    expect(unknown.body).toEqual({
      detail: `Question not found filtering by name=nope, dataset_id=${fixture.datasetId}`,
    });
  });

  it('filters by response values and sorts by record properties', async () => {
    const rated = await search(
      {
        filters: {
          and: [{ type: 'range', scope: { entity: 'response', question: 'rating' }, ge: 1, le: 5 }],
        },
      },
      '',
      server.owner,
    );
    expect(rated.body.total).toBe(0);
    const mine = await search({
      filters: {
        and: [{ type: 'terms', scope: { entity: 'response', question: 'label' }, values: ['neutral'] }],
      },
    });
    expect(indexes(mine).sort()).toEqual([0, 1]);
    const byInsertion = await search(
      { sort: [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'desc' }] },
      '?limit=3',
    );
    expect(indexes(byInsertion)).toEqual([11, 10, 9]);
  });

  it('matches every word of a text query, in all fields or a named one', async () => {
    const word = await search({ query: { text: { q: 'zeppelin' } } });
    expect(indexes(word)).toEqual([5]);
    const allWords = await search({ query: { text: { q: 'ada LOVELACE', field: 'text' } } });
    expect(allWords.body.total).toBe(11);
    const none = await search({ query: { text: { q: 'Lovelace zeppelin' } } });
    expect(none.body.total).toBe(0);
    const unknownField = await search({ query: { text: { q: 'x', field: 'body' } } });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body).toEqual({
      detail: `Field \`body\` not found in dataset \`${fixture.datasetId}\`.`,
    });
  });

  it('ranks by vector similarity, excluding the reference record', async () => {
    const similar = await search({ query: { vector: { name: 'embedding', record_id: ids[0] } } }, '?limit=3');
    expect(similar.status).toBe(200);
    expect(indexes(similar)).toEqual([1, 2, 3]);
    expect(similar.body.items[0].query_score).toBeCloseTo((1 + Math.cos(0.25)) / 2, 6);
    const opposite = await search(
      { query: { vector: { name: 'embedding', value: [1, 0, 0], order: 'least_similar' } } },
      '?limit=2',
    );
    expect(indexes(opposite)).toEqual([11, 10]);
    const filtered = await search(
      {
        query: { vector: { name: 'embedding', value: [1, 0, 0] } },
        filters: {
          and: [
            {
              type: 'terms',
              scope: { entity: 'metadata', metadata_property: 'category' },
              values: ['music'],
            },
          ],
        },
      },
      '?limit=2',
    );
    expect(indexes(filtered)).toEqual([2, 5]);
    const unknown = await search({ query: { vector: { name: 'nope', value: [1, 0, 0] } } });
    expect(unknown.body).toEqual({
      detail: `Vector \`nope\` not found in dataset \`${fixture.datasetId}\`.`,
    });
    const both = await search({ query: { vector: { name: 'embedding' } } });
    expect(both.status).toBe(422);
  });

  it('answers 422 shape D when the reference record has no vector', async () => {
    const [bare] = await addRecords(server, fixture.datasetId, 1, () => ({
      fields: { text: 'No vector here' },
      external_id: 'no-vector',
    }));
    const res = await search({ query: { vector: { name: 'embedding', record_id: bare } } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'missing_vector',
      message: `Record \`${bare}\` does not have a vector for vector settings \`embedding\``,
    });
  });

  it('refuses non-members (403) and anonymous callers (401); the admin search needs write access', async () => {
    const outsider = await server.createUser('annotator');
    expect((await search({}, '', outsider)).status).toBe(403);
    expect((await search({}, '', null)).status).toBe(401);
    const adminSearch = (as: TestUser) =>
      server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/search?include=responses`, {
        json: {},
        as,
      });
    expect((await adminSearch(fixture.annotator)).status).toBe(403);
    const res = await adminSearch(fixture.admin);
    expect(res.status).toBe(200);
    const record3 = res.body.items.find((i: { record: { id: string } }) => i.record.id === ids[3]).record;
    expect(record3.responses).toHaveLength(1);
  });

  it('lists suggestion agents per question', async () => {
    const res = await server.request(
      'GET',
      `/api/v1/datasets/${fixture.datasetId}/records/search/suggestions/options`,
      { as: fixture.annotator },
    );
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toEqual({
      question: { id: fixture.questionIds['label'], name: 'label' },
      agents: ['early-model', 'late-model'],
    });
    expect(res.body.items[1]).toEqual({
      question: { id: fixture.questionIds['topics'], name: 'topics' },
      agents: [],
    });
  });
});
