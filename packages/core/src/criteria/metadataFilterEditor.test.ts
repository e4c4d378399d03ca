import { describe, expect, it } from 'vitest';
import type { WireMetadataMetrics } from '../api/wire/metadata';
import { metadataFilterEditor, withMetadataFilterEdit, type FilterProperty } from './metadataFilterEditor';
import type { MetadataFilter } from './RecordCriteria';

const category: FilterProperty = { name: 'category', settings: { type: 'terms', values: ['books', 'music'] } };
const votes: FilterProperty = { name: 'votes', settings: { type: 'integer', min: 0, max: 100 } };
const price: FilterProperty = { name: 'price', settings: { type: 'float', min: null, max: null } };
const other: MetadataFilter = { name: 'other', value: ['x'] };

describe('metadataFilterEditor', () => {
  it('lists the server terms with their counts, else the settings values, always searchable', () => {
    const metrics: WireMetadataMetrics = { type: 'terms', total: 3, values: [{ term: 'books', count: 3 }] };
    expect(metadataFilterEditor(category, metrics, [{ name: 'category', value: ['books'] }])).toEqual({
      kind: 'labels',
      options: [{ value: 'books', label: 'books', count: 3 }],
      selected: ['books'],
      operator: null,
      searchable: true,
    });
    expect(metadataFilterEditor(category, null, [])).toMatchObject({
      options: [
        { value: 'books', label: 'books' },
        { value: 'music', label: 'music' },
      ],
    });
  });

  it('bounds a number by the server min and max, else the settings, in whole numbers for integers', () => {
    expect(metadataFilterEditor(votes, { type: 'integer', min: 3, max: 42 }, [])).toEqual({
      kind: 'range',
      bounds: { min: 3, max: 42 },
      value: { ge: 3, le: 42 },
      step: 1,
    });
    expect(metadataFilterEditor(votes, null, [])).toMatchObject({ bounds: { min: 0, max: 100 } });
    expect(metadataFilterEditor(price, { type: 'float', min: 0.5, max: 9.99 }, [])).toMatchObject({ step: 0.01 });
    expect(metadataFilterEditor(price, null, [])).toEqual({ kind: 'unavailable' });
  });
});

describe('withMetadataFilterEdit', () => {
  it('stores chosen terms in place and clears the filter when none is left', () => {
    const start: MetadataFilter[] = [{ name: 'category', value: ['books'] }, other];
    const next = withMetadataFilterEdit(start, category, null, { labels: ['books', 'music'] });
    expect(next).toEqual([{ name: 'category', value: ['books', 'music'] }, other]);
    expect(withMetadataFilterEdit(next, category, null, { labels: [] })).toEqual([other]);
  });

  it('stores a range and clears it when it spans the bounds', () => {
    const metrics: WireMetadataMetrics = { type: 'integer', min: 3, max: 42 };
    const next = withMetadataFilterEdit([], votes, metrics, { range: { ge: 10, le: 42 } });
    expect(next).toEqual([{ name: 'votes', value: { ge: 10, le: 42 } }]);
    expect(withMetadataFilterEdit(next, votes, metrics, { range: { ge: 3, le: 42 } })).toEqual([]);
  });

  it('ignores an edit that does not fit the property', () => {
    expect(withMetadataFilterEdit([other], category, null, { range: { ge: 1, le: 2 } })).toEqual([other]);
    expect(withMetadataFilterEdit([other], votes, null, { labels: ['1'] })).toEqual([other]);
    expect(withMetadataFilterEdit([other], price, null, { range: { ge: 1, le: 2 } })).toEqual([other]);
  });
});
