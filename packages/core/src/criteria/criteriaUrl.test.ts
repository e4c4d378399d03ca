import { describe, expect, it } from 'vitest';
import { CRITERIA_URL_PARAMS, parseCriteriaFromUrl, serializeCriteriaToUrl } from './criteriaUrl';
import { defaultRecordCriteria, pageAt, type RecordCriteria } from './RecordCriteria';

const full: RecordCriteria = {
  status: 'draft',
  page: pageAt('bulk', 26, 25),
  searchText: { text: 'good movie', field: 'review' },
  metadata: [
    { name: 'length', value: { ge: 0, le: 0.24 } },
    { name: 'version', value: ['v1.2', 'v2'] },
  ],
  sortBy: [
    { entity: 'record', name: 'inserted_at', order: 'asc' },
    { entity: 'suggestion', name: 'rating', property: 'score', order: 'desc' },
  ],
  reviewStatus: 'accepted',
  response: [
    { name: 'rating', value: { ge: 1, le: 3 } },
    { name: 'topics', value: { operator: 'and', values: ['a', 'b'] } },
  ],
  suggestion: [{ question: 'sentiment', configurations: [{ name: 'score', value: { ge: 0.5, le: 1 } }] }],
  similaritySearch: { recordId: 'r-1', vectorName: 'embedding', limit: 100, order: 'least' },
  comments: 'mentions',
  reviewSort: true,
};

describe('parseCriteriaFromUrl', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseCriteriaFromUrl(new URLSearchParams())).toEqual(defaultRecordCriteria());
  });

  it('reads every parameter of an original deep link', () => {
    const query =
      'page=26~25&status=draft&search=good_movie~review&metadata=length.ge0.le0.24~version.v1%252E2.v2' +
      '&sort=record.inserted_at.asc~suggestion.rating.score.desc&review=accepted' +
      '&response=rating.ge1.le3~topics.operator.and.values.a.b&suggestion=sentiment.score.ge0.5.le1' +
      '&similarity=record.r-1.vector.embedding.limit.100.order.least&comments=mentions' +
      '&review_sort=status';
    expect(parseCriteriaFromUrl(new URLSearchParams(query))).toEqual(full);
  });

  it('keeps defaults for malformed values and ignores unrelated parameters', () => {
    const query =
      'page=1~30&status=archived&search=~all&similarity=record.r.vector.v&sort=bad&auth=x&comments=closed&review_sort=1';
    expect(parseCriteriaFromUrl(new URLSearchParams(query))).toEqual(defaultRecordCriteria());
  });

  it.each(['pending', 'draft', 'submitted', 'discarded', 'valid'])('reads the status %s', (status) => {
    expect(parseCriteriaFromUrl(new URLSearchParams({ status })).status).toBe(status);
  });
});

describe('serializeCriteriaToUrl', () => {
  it('always writes page and status, the rest only when set', () => {
    expect(serializeCriteriaToUrl(defaultRecordCriteria()).toString()).toBe('page=1&status=pending');
  });

  it('writes every parameter in order', () => {
    expect([...serializeCriteriaToUrl(full).keys()]).toEqual([...CRITERIA_URL_PARAMS]);
  });

  it('round-trips through the query string', () => {
    const query = serializeCriteriaToUrl(full).toString();
    expect(parseCriteriaFromUrl(new URLSearchParams(query))).toEqual(full);
  });
});
