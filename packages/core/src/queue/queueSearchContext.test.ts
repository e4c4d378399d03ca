import { describe, expect, it } from 'vitest';
import { defaultRecordCriteria, type RecordCriteria } from '../criteria/RecordCriteria';
import { isFilterActive, searchContextFor } from './queueSearchContext';

const criteria: RecordCriteria = {
  ...defaultRecordCriteria(),
  metadata: [{ name: 'split', value: ['train'] }],
  response: [{ name: 'sentiment', value: ['positive'] }],
  suggestion: [{ question: 'topics', configurations: [{ name: 'agent', value: ['gpt'] }] }],
  sortBy: [
    { entity: 'metadata', name: 'length', order: 'asc' },
    { entity: 'suggestion', name: 'rating', order: 'desc', property: 'score' },
  ],
};

describe('searchContextFor', () => {
  it('trusts the names the criteria use while the dataset is unknown', () => {
    expect(searchContextFor(criteria, null)).toEqual({
      questions: [{ name: 'sentiment' }, { name: 'topics' }, { name: 'rating' }],
      metadataProperties: [{ name: 'split' }, { name: 'length' }],
    });
  });

  it('uses the known questions and metadata properties once loaded', () => {
    const context = { questions: [{ id: 'q1', name: 'sentiment' }], metadataProperties: [] };
    expect(searchContextFor(criteria, context)).toEqual(context);
    expect(searchContextFor(criteria, { ...context, metadataProperties: null }).metadataProperties).toEqual([
      { name: 'split' },
      { name: 'length' },
    ]);
  });
});

describe('isFilterActive', () => {
  it('counts text, metadata, response, suggestion and similarity, not sort or status', () => {
    const none = defaultRecordCriteria();
    expect(isFilterActive(none)).toBe(false);
    expect(isFilterActive({ ...none, status: 'submitted', sortBy: criteria.sortBy })).toBe(false);
    expect(isFilterActive({ ...none, searchText: { text: 'cats', field: 'all' } })).toBe(true);
    expect(isFilterActive({ ...none, metadata: criteria.metadata })).toBe(true);
    expect(isFilterActive({ ...none, response: criteria.response })).toBe(true);
    expect(isFilterActive({ ...none, suggestion: criteria.suggestion })).toBe(true);
    expect(
      isFilterActive({
        ...none,
        similaritySearch: { recordId: 'r', vectorName: 'v', limit: 50, order: 'most' },
      }),
    ).toBe(true);
  });
});
