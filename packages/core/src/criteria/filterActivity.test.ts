import { describe, expect, it } from 'vitest';
import {
  isRangeFilterActive,
  isTermsFilterActive,
  metadataBounds,
  ratingBounds,
  withoutEmptyMetadataFilters,
  withoutEmptyResponseFilters,
  withoutEmptySuggestionFilters,
} from './filterActivity';
import { SCORE_RANGE } from './criteriaConstants';

describe('isTermsFilterActive', () => {
  it('is active once at least one option is chosen', () => {
    expect(isTermsFilterActive([])).toBe(false);
    expect(isTermsFilterActive(['a'])).toBe(true);
  });
});

describe('isRangeFilterActive', () => {
  it('is inactive while both bounds equal the property min and max', () => {
    expect(isRangeFilterActive({ ge: 0, le: 1 }, SCORE_RANGE)).toBe(false);
  });

  it('is active when either bound differs', () => {
    expect(isRangeFilterActive({ ge: 0.01, le: 1 }, SCORE_RANGE)).toBe(true);
    expect(isRangeFilterActive({ ge: 0, le: 0.99 }, SCORE_RANGE)).toBe(true);
  });
});

describe('bounds', () => {
  it('takes rating bounds from the first and last option', () => {
    expect(ratingBounds([{ value: 1 }, { value: 2 }, { value: 5 }])).toEqual({ min: 1, max: 5 });
    expect(ratingBounds([])).toBeNull();
    expect(ratingBounds([{ value: 'a' }])).toBeNull();
  });

  it('takes metadata bounds from numeric settings', () => {
    expect(metadataBounds({ type: 'float', min: 0.5, max: 9 })).toEqual({ min: 0.5, max: 9 });
    expect(metadataBounds({ type: 'integer', min: null, max: 9 })).toBeNull();
    expect(metadataBounds({ type: 'integer', min: 0, max: null })).toBeNull();
    expect(metadataBounds({ type: 'terms', values: ['a'] })).toBeNull();
  });
});

describe('dropping empty filters', () => {
  it('drops metadata filters without terms but keeps ranges', () => {
    expect(
      withoutEmptyMetadataFilters([
        { name: 'a', value: [] },
        { name: 'b', value: ['x'] },
        { name: 'c', value: { ge: 0, le: 1 } },
      ]),
    ).toEqual([
      { name: 'b', value: ['x'] },
      { name: 'c', value: { ge: 0, le: 1 } },
    ]);
  });

  it('drops response filters without labels, including multi-label ones', () => {
    expect(
      withoutEmptyResponseFilters([
        { name: 'a', value: [] },
        { name: 'b', value: { operator: 'and', values: [] } },
        { name: 'c', value: { operator: 'or', values: ['x'] } },
      ]),
    ).toEqual([{ name: 'c', value: { operator: 'or', values: ['x'] } }]);
  });

  it('drops empty suggestion configurations and questions left without any', () => {
    expect(
      withoutEmptySuggestionFilters([
        { question: 'a', configurations: [{ name: 'agent', value: [] }] },
        {
          question: 'b',
          configurations: [
            { name: 'value', value: { values: [] } },
            { name: 'score', value: { ge: 0, le: 0.5 } },
          ],
        },
      ]),
    ).toEqual([{ question: 'b', configurations: [{ name: 'score', value: { ge: 0, le: 0.5 } }] }]);
  });
});
