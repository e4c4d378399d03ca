import { describe, expect, it } from 'vitest';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import { selectScreenState } from './screenState';

const record = { id: 'r1' } as AnnotationRecord;

describe('selectScreenState', () => {
  it('is a first load while idle or loading without a record, not while reloading one', () => {
    expect(selectScreenState({ status: 'idle', record: null, records: [] }, false).firstLoad).toBe(true);
    expect(selectScreenState({ status: 'loading', record: null, records: [] }, false).firstLoad).toBe(true);
    expect(selectScreenState({ status: 'loading', record, records: [record] }, false).firstLoad).toBe(false);
    expect(selectScreenState({ status: 'error', record: null, records: [] }, false).firstLoad).toBe(false);
  });

  it('shows the form for the focus record, or in bulk mode for a page with records', () => {
    expect(selectScreenState({ status: 'ready', record, records: [] }, false).hasRecords).toBe(true);
    expect(selectScreenState({ status: 'ready', record, records: [] }, true).hasRecords).toBe(false);
    expect(selectScreenState({ status: 'ready', record: null, records: [record] }, true).hasRecords).toBe(true);
    expect(selectScreenState({ status: 'ready', record: null, records: [record] }, false).hasRecords).toBe(false);
  });
});
