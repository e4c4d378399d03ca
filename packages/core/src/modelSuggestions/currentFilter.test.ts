import { describe, expect, it } from 'vitest';
import { defaultRecordCriteria } from '../criteria/RecordCriteria';
import { serializeCriteriaToUrl } from '../criteria/criteriaUrl';
import { modelSuggestionsFilterOfUrl } from './currentFilter';

const url = (patch: Partial<ReturnType<typeof defaultRecordCriteria>>) =>
  `?${serializeCriteriaToUrl({ ...defaultRecordCriteria(), ...patch })}`;

describe('modelSuggestionsFilterOfUrl', () => {
  it('reads the annotation page’s status, text search and filters as the page searches them', () => {
    const filter = modelSuggestionsFilterOfUrl(
      url({
        status: 'draft',
        searchText: { text: 'late delivery', field: 'text' },
        metadata: [{ name: 'lang', value: ['en'] }],
        response: [{ name: 'sentiment', value: ['pos'] }],
        suggestion: [{ question: 'sentiment', configurations: [{ name: 'agent', value: ['gpt'] }] }],
      }),
    );
    expect(filter).toEqual({
      text: { q: 'late delivery', field: 'text' },
      filters: [
        { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['draft'] },
        { type: 'terms', scope: { entity: 'metadata', metadata_property: 'lang' }, values: ['en'] },
        { type: 'terms', scope: { entity: 'response', question: 'sentiment' }, values: ['pos'] },
        {
          type: 'terms',
          scope: { entity: 'suggestion', question: 'sentiment', property: 'agent' },
          values: ['gpt'],
        },
      ],
    });
  });

  it('reads the pending queue of a page without a query', () => {
    expect(modelSuggestionsFilterOfUrl('')).toEqual({
      text: null,
      filters: [
        { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
        { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
      ],
    });
  });

  it('knows no filter when the page’s records are not told by filters (similarity, review status, comments)', () => {
    expect(modelSuggestionsFilterOfUrl(url({ comments: 'open' }))).toBeNull();
    expect(modelSuggestionsFilterOfUrl(url({ reviewStatus: 'accepted' }))).toBeNull();
    expect(
      modelSuggestionsFilterOfUrl(
        url({ similaritySearch: { recordId: 'r1', vectorName: 'v', limit: 50, order: 'most' } }),
      ),
    ).toBeNull();
  });
});
