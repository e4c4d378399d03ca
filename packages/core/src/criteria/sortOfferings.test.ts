import { describe, expect, it } from 'vitest';
import type { CriteriaSort } from './RecordCriteria';
import {
  addSort,
  buildSortOfferings,
  removeSort,
  replaceSort,
  sortIdOf,
  toggleSortDirection,
  unselectedSortOfferings,
  type SortOfferingSources,
} from './sortOfferings';

const sources: SortOfferingSources = {
  questions: [
    { name: 'label', title: 'Label?', type: 'label_selection' },
    { name: 'rating', title: 'Rate it', type: 'rating' },
    { name: 'text', title: 'Explain', type: 'text' },
  ],
  metadataProperties: [
    { name: 'split', title: 'Split', settings: { type: 'terms', values: ['train', 'test'] } },
    { name: 'empty-terms', title: 'Empty terms', settings: { type: 'terms', values: null } },
    { name: 'length', title: 'Length', settings: { type: 'integer', min: 1, max: 900 } },
    { name: 'unbounded', title: 'Unbounded', settings: { type: 'float', min: null, max: null } },
  ],
};

describe('buildSortOfferings', () => {
  const offerings = buildSortOfferings(sources);

  it('offers record dates, suggestion score for every question, values for ratings only, then metadata', () => {
    expect(offerings.map((item) => item.id)).toEqual([
      'record.inserted_at',
      'record.updated_at',
      'suggestion.label.score',
      'suggestion.rating.score',
      'suggestion.text.score',
      'suggestion.rating.value',
      'response.rating',
      'metadata.split',
      'metadata.empty-terms',
      'metadata.length',
      'metadata.unbounded',
    ]);
  });

  it('disables metadata without values', () => {
    const disabled = offerings.filter((item) => item.disabled).map((item) => item.name);
    expect(disabled).toEqual(['empty-terms', 'unbounded']);
  });

  it('titles questions by name with their title as tooltip, metadata by title', () => {
    expect(offerings.find((item) => item.id === 'response.rating')).toMatchObject({
      title: 'rating',
      tooltip: 'Rate it',
    });
    expect(offerings.find((item) => item.id === 'metadata.length')).toMatchObject({ title: 'Length' });
  });
});

describe('editing the sort', () => {
  const inserted = { entity: 'record', name: 'inserted_at' } as const;
  const score = { entity: 'suggestion', name: 'rating', property: 'score' } as const;
  const value = { entity: 'suggestion', name: 'rating', property: 'value' } as const;

  it('adds a category ascending, once, and never a disabled one', () => {
    const once = addSort([], inserted);
    expect(once).toEqual([{ entity: 'record', name: 'inserted_at', order: 'asc' }]);
    expect(addSort(once, inserted)).toEqual(once);
    expect(addSort([], { entity: 'metadata', name: 'unbounded', disabled: true })).toEqual([]);
    expect(addSort(once, score)).toEqual([...once, { ...score, order: 'asc' }]);
  });

  it('replaces a category in place', () => {
    const sortBy: CriteriaSort[] = [
      { ...inserted, order: 'desc' },
      { ...score, order: 'asc' },
    ];
    expect(replaceSort(sortBy, inserted, value)).toEqual([
      { ...value, order: 'asc' },
      { ...score, order: 'asc' },
    ]);
    expect(replaceSort(sortBy, value, inserted)).toEqual(sortBy);
    expect(replaceSort(sortBy, inserted, score)).toEqual(sortBy);
  });

  it('removes a category; removing the last leaves the empty sort', () => {
    const sortBy = addSort(addSort([], inserted), score);
    expect(removeSort(sortBy, inserted)).toEqual([{ ...score, order: 'asc' }]);
    expect(removeSort(removeSort(sortBy, inserted), score)).toEqual([]);
  });

  it('toggles the direction of one category', () => {
    const sortBy = addSort(addSort([], inserted), score);
    const toggled = toggleSortDirection(sortBy, score);
    expect(toggled.map((sort) => sort.order)).toEqual(['asc', 'desc']);
    expect(toggleSortDirection(toggled, score).map((sort) => sort.order)).toEqual(['asc', 'asc']);
  });

  it('lists what is not selected yet', () => {
    const offerings = buildSortOfferings(sources);
    const remaining = unselectedSortOfferings(offerings, addSort([], inserted));
    expect(remaining).toHaveLength(offerings.length - 1);
    expect(remaining.map(sortIdOf)).not.toContain('record.inserted_at');
  });
});
