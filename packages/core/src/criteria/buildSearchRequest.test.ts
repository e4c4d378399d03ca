import { describe, expect, it } from 'vitest';
import searchFixture from '../testing/fixtures/search-metrics-workspaces.json';
import { buildSearchRequest, NO_RECORD_ID, type SearchRequestContext } from './buildSearchRequest';
import { defaultRecordCriteria, pageAt, type RecordCriteria } from './RecordCriteria';

const expected = searchFixture.expectedSearchRequestBodies;

const context: SearchRequestContext = {
  questions: [{ name: 'rating' }, { name: 'label' }, { name: 'topics' }],
  metadataProperties: [{ name: 'correctness-langsmith' }, { name: 'model-name' }, { name: 'length' }],
};

function criteriaWith(part: Partial<RecordCriteria>): RecordCriteria {
  return { ...defaultRecordCriteria(), ...part };
}

describe('buildSearchRequest against the original app', () => {
  it('sends the pending queue with response status pending and record status pending', () => {
    expect(buildSearchRequest(defaultRecordCriteria(), context).body).toEqual(
      expected['pending queue, no filters'],
    );
  });

  it('adds a metadata terms filter after the status filters', () => {
    const criteria = criteriaWith({ metadata: [{ name: 'correctness-langsmith', value: ['incorrect'] }] });
    expect(buildSearchRequest(criteria, context).body).toEqual(
      expected['pending + metadata filter correctness-langsmith=incorrect'],
    );
  });

  it('adds a metadata sort', () => {
    const criteria = criteriaWith({ sortBy: [{ entity: 'metadata', name: 'model-name', order: 'asc' }] });
    expect(buildSearchRequest(criteria, context).body).toEqual(
      expected['pending + sort metadata.model-name asc'],
    );
  });

  it('sends the query string the original sends: includes, offset = from - 1, limit = many', () => {
    const criteria = criteriaWith({ page: { ...pageAt('focus', 3), server: { from: 3, many: 10 } } });
    const { params } = buildSearchRequest(criteria, context);
    expect(params).toEqual({
      include: ['responses', 'suggestions', 'response_suggestions'],
      offset: 2,
      limit: 10,
      response_status: ['pending'],
    });
    expect(expected.queryStringSentAlongside).toContain(
      'include=responses&include=suggestions&include=response_suggestions',
    );
  });
});

describe('buildSearchRequest', () => {
  it('filters other statuses by the response status only', () => {
    const { body, params } = buildSearchRequest(criteriaWith({ status: 'submitted' }), context);
    expect(body.filters?.and).toEqual([
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['submitted'] },
    ]);
    expect(params.response_status).toEqual(['submitted']);
  });

  it('sends all data (valid) as pending, submitted and draft without the record status', () => {
    const { body, params } = buildSearchRequest(criteriaWith({ status: 'valid' }), context);
    expect(body.filters?.and).toEqual([
      {
        type: 'terms',
        scope: { entity: 'response', property: 'status' },
        values: ['pending', 'submitted', 'draft'],
      },
    ]);
    expect(params.response_status).toEqual(['pending', 'submitted', 'draft']);
  });

  it('puts the similarity vector and the text into the query', () => {
    const criteria = criteriaWith({
      searchText: { text: ' hello world ', field: 'review' },
      similaritySearch: { recordId: 'r-1', vectorName: 'embedding', limit: 50, order: 'least' },
    });
    expect(buildSearchRequest(criteria, context).body.query).toEqual({
      vector: { name: 'embedding', record_id: 'r-1', max_results: 50, order: 'least_similar' },
      text: { q: 'hello world', field: 'review' },
    });
  });

  it('searches every field without a field key, and most similar for most', () => {
    const criteria = criteriaWith({
      searchText: { text: 'hello', field: 'all' },
      similaritySearch: { recordId: 'r', vectorName: 'v', limit: 10, order: 'most' },
    });
    const { query } = buildSearchRequest(criteria, context).body;
    expect(query?.text).toEqual({ q: 'hello' });
    expect(query?.vector?.order).toBe('most_similar');
  });

  it('sends a metadata range', () => {
    const criteria = criteriaWith({
      status: 'draft',
      metadata: [{ name: 'length', value: { ge: 0, le: 0.24 } }],
    });
    expect(buildSearchRequest(criteria, context).body.filters?.and[1]).toEqual({
      type: 'range',
      scope: { entity: 'metadata', metadata_property: 'length' },
      ge: 0,
      le: 0.24,
    });
  });

  it('sends "any of" response filters first, then one filter per label of "all of" filters', () => {
    const criteria = criteriaWith({
      status: 'submitted',
      response: [
        { name: 'topics', value: { operator: 'and', values: ['a', 'b'] } },
        { name: 'rating', value: { ge: 2, le: 4 } },
        { name: 'label', value: ['positive', 'neutral'] },
      ],
    });
    expect(buildSearchRequest(criteria, context).body.filters?.and.slice(1)).toEqual([
      { type: 'range', scope: { entity: 'response', question: 'rating' }, ge: 2, le: 4 },
      { type: 'terms', scope: { entity: 'response', question: 'label' }, values: ['positive', 'neutral'] },
      { type: 'terms', scope: { entity: 'response', question: 'topics' }, values: ['a'] },
      { type: 'terms', scope: { entity: 'response', question: 'topics' }, values: ['b'] },
    ]);
  });

  it('sends a multi-label "or" response filter as one terms filter', () => {
    const criteria = criteriaWith({
      status: 'draft',
      response: [{ name: 'topics', value: { operator: 'or', values: ['a', 'b'] } }],
    });
    expect(buildSearchRequest(criteria, context).body.filters?.and[1]).toEqual({
      type: 'terms',
      scope: { entity: 'response', question: 'topics' },
      values: ['a', 'b'],
    });
  });

  it('sends suggestion score, value and agent filters with their property, "all of" labels last', () => {
    const criteria = criteriaWith({
      status: 'draft',
      suggestion: [
        {
          question: 'topics',
          configurations: [
            { name: 'value', value: { operator: 'and', values: ['a', 'b'] } },
            { name: 'score', value: { ge: 0.5, le: 1 } },
          ],
        },
        {
          question: 'label',
          configurations: [
            { name: 'value', value: { values: ['x'] } },
            { name: 'agent', value: ['gpt-4'] },
          ],
        },
        { question: 'rating', configurations: [{ name: 'value', value: { ge: 1, le: 3 } }] },
      ],
    });
    const scope = (question: string, property: string) => ({ entity: 'suggestion', question, property });
    expect(buildSearchRequest(criteria, context).body.filters?.and.slice(1)).toEqual([
      { type: 'range', scope: scope('topics', 'score'), ge: 0.5, le: 1 },
      { type: 'terms', scope: scope('label', 'value'), values: ['x'] },
      { type: 'terms', scope: scope('label', 'agent'), values: ['gpt-4'] },
      { type: 'range', scope: scope('rating', 'value'), ge: 1, le: 3 },
      { type: 'terms', scope: scope('topics', 'value'), values: ['a'] },
      { type: 'terms', scope: scope('topics', 'value'), values: ['b'] },
    ]);
  });

  it('sorts by record, suggestion and response scopes', () => {
    const criteria = criteriaWith({
      sortBy: [
        { entity: 'record', name: 'inserted_at', order: 'desc' },
        { entity: 'suggestion', name: 'rating', property: 'score', order: 'asc' },
        { entity: 'suggestion', name: 'label', order: 'asc' },
        { entity: 'response', name: 'rating', order: 'desc' },
      ],
    });
    expect(buildSearchRequest(criteria, context).body.sort).toEqual([
      { scope: { entity: 'record', property: 'inserted_at' }, order: 'desc' },
      { scope: { entity: 'suggestion', question: 'rating', property: 'score' }, order: 'asc' },
      { scope: { entity: 'suggestion', question: 'label' }, order: 'asc' },
      { scope: { entity: 'response', question: 'rating' }, order: 'desc' },
    ]);
  });

  it('leaves out filters and sorts on questions or metadata the dataset does not have', () => {
    const criteria = criteriaWith({
      metadata: [{ name: 'gone', value: ['x'] }],
      response: [{ name: 'gone', value: ['x'] }],
      suggestion: [{ question: 'gone', configurations: [{ name: 'agent', value: ['x'] }] }],
      sortBy: [
        { entity: 'metadata', name: 'gone', order: 'asc' },
        { entity: 'response', name: 'gone', order: 'asc' },
      ],
    });
    expect(buildSearchRequest(criteria, context).body).toEqual(expected['pending queue, no filters']);
  });

  it('does not load suggestions in bulk mode', () => {
    const criteria = criteriaWith({ page: pageAt('bulk', 26, 25) });
    expect(buildSearchRequest(criteria, context).params).toMatchObject({
      include: ['responses', 'response_suggestions'],
      offset: 25,
      limit: 25,
    });
    expect(buildSearchRequest(defaultRecordCriteria(), { ...context, mode: 'bulk' }).params.include).toEqual([
      'responses',
      'response_suggestions',
    ]);
  });
});

describe('buildSearchRequest with a comment filter (docs/comments-and-history.md)', () => {
  const recordId = { entity: 'record', property: 'id' };

  it("searches the filter's records with the wire's own record-id terms filter, after the others", () => {
    const criteria = criteriaWith({ status: 'submitted', comments: 'open' });
    const { body } = buildSearchRequest(criteria, { ...context, commentRecordIds: ['r1', 'r7'] });
    expect(body.filters?.and).toEqual([
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['submitted'] },
      { type: 'terms', scope: recordId, values: ['r1', 'r7'] },
    ]);
    expect(Object.keys(body)).toEqual(['query', 'filters']);
  });

  it('matches nothing when no record has what the filter asks for', () => {
    const criteria = criteriaWith({ comments: 'mentions' });
    const { body } = buildSearchRequest(criteria, { ...context, commentRecordIds: [] });
    expect(body.filters?.and.at(-1)).toEqual({ type: 'terms', scope: recordId, values: [NO_RECORD_ID] });
  });

  it('adds nothing without a comment filter, whatever ids the context holds', () => {
    const { body } = buildSearchRequest(defaultRecordCriteria(), { ...context, commentRecordIds: ['r1'] });
    expect(body).toEqual(expected['pending queue, no filters']);
  });
});
