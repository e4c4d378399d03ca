import { describe, expect, it } from 'vitest';
import {
  CRITERIA_STATUSES,
  VALID_STATUSES,
  defaultRecordCriteria,
  isRangeValue,
  pageAt,
  similaritySearchOf,
} from './RecordCriteria';

describe('defaultRecordCriteria', () => {
  it('is pending, focus page 1 of 10, searching all fields, without filters', () => {
    expect(defaultRecordCriteria()).toEqual({
      status: 'pending',
      page: { mode: 'focus', client: { page: 1, many: 10 }, server: { from: 1, many: 10 } },
      searchText: { text: '', field: 'all' },
      metadata: [],
      sortBy: [],
      reviewStatus: null,
      response: [],
      suggestion: [],
      similaritySearch: null,
      comments: null,
      reviewSort: false,
    });
  });

  it('returns a fresh object each time', () => {
    expect(defaultRecordCriteria().metadata).not.toBe(defaultRecordCriteria().metadata);
  });
});

describe('statuses', () => {
  it('offers pending, draft, discarded, all data (valid) and submitted; valid means pending, submitted or draft', () => {
    expect(CRITERIA_STATUSES).toEqual(['pending', 'draft', 'discarded', 'valid', 'submitted']);
    expect(VALID_STATUSES).toEqual(['pending', 'submitted', 'draft']);
  });
});

describe('similaritySearchOf', () => {
  it('defaults to limit 50 and order most', () => {
    expect(similaritySearchOf({ recordId: 'r', vectorName: 'v' })).toEqual({
      recordId: 'r',
      vectorName: 'v',
      limit: 50,
      order: 'most',
    });
  });

  it('keeps a given limit and order', () => {
    expect(similaritySearchOf({ recordId: 'r', vectorName: 'v', limit: 200, order: 'least' })).toMatchObject({
      limit: 200,
      order: 'least',
    });
  });
});

describe('helpers', () => {
  it('pageAt starts the server window at the page', () => {
    expect(pageAt('bulk', 11, 25)).toEqual({
      mode: 'bulk',
      client: { page: 11, many: 25 },
      server: { from: 11, many: 25 },
    });
  });

  it('isRangeValue tells ranges from lists', () => {
    expect(isRangeValue({ ge: 0, le: 1 })).toBe(true);
    expect(isRangeValue(['a'])).toBe(false);
    expect(isRangeValue({ values: ['a'] })).toBe(false);
    expect(isRangeValue(null)).toBe(false);
  });
});
