import { describe, expect, it } from 'vitest';
import { fillInHasPaper, tableReference } from './tableReference';

describe('tableReference', () => {
  it('gives the reference a table names', () => {
    expect(tableReference({ reference: 'lindqvist2013' })).toBe('lindqvist2013');
  });

  it('gives null for a table without one, or with an empty or non-text one', () => {
    expect(tableReference({})).toBeNull();
    expect(tableReference(null)).toBeNull();
    expect(tableReference({ reference: '  ' })).toBeNull();
    expect(tableReference({ reference: 2012 })).toBeNull();
  });
});

describe('fillInHasPaper', () => {
  it('is true when the table names its paper or the record names its document', () => {
    expect(fillInHasPaper({ reference: 'lindqvist2013' }, { year: 2013 })).toBe(true);
    expect(fillInHasPaper({}, { pmid: '31000001' })).toBe(true);
    expect(fillInHasPaper(null, { doc_id: 'c0ffee' })).toBe(true);
  });

  it('is false when neither does', () => {
    expect(fillInHasPaper({}, { year: 2013, reference: 'okafor2012' })).toBe(false);
    expect(fillInHasPaper(undefined, null)).toBe(false);
  });
});
