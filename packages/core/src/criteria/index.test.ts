import { describe, expect, it } from 'vitest';
import * as criteria from './index';

describe('criteria public API', () => {
  it('exports the store, URL functions, sort offerings and search request builder', () => {
    for (const name of [
      'createRecordCriteriaStore',
      'createCriteriaUrlSync',
      'parseCriteriaFromUrl',
      'serializeCriteriaToUrl',
      'buildSortOfferings',
      'buildSearchRequest',
      'isRangeFilterActive',
      'responseFilterQuestions',
    ] as const) {
      expect(typeof criteria[name]).toBe('function');
    }
    expect(criteria.PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
    expect(criteria.SIMILARITY_LIMIT_OPTIONS).toEqual([10, 50, 100, 200]);
    expect([criteria.DEFAULT_SIMILARITY_LIMIT, criteria.DEFAULT_SIMILARITY_ORDER]).toEqual([50, 'most']);
    expect(criteria.SIMILARITY_URL_PARTS).toBe(8);
    expect([
      criteria.SORT_COMMIT_DELAY_MS,
      criteria.METADATA_FILTER_COMMIT_DELAY_MS,
      criteria.RESPONSE_FILTER_COMMIT_DELAY_MS,
      criteria.SUGGESTION_FILTER_COMMIT_DELAY_MS,
    ]).toEqual([500, 500, 500, 500]);
    expect(criteria.SCORE_RANGE).toEqual({ min: 0, max: 1 });
  });
});
