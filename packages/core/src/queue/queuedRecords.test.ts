import { describe, expect, it } from 'vitest';
import { pageAt } from '../criteria/RecordCriteria';
import type { AnnotationRecord, AnnotationStatus } from '../model/AnnotationRecord';
import {
  appendRecords,
  bufferSize,
  canGoNext,
  canGoPrevious,
  countLeftStatus,
  forwardWindow,
  nextPagePosition,
  previousPagePosition,
  recordsOnPage,
  shouldBuffer,
  type QueuedRecord,
} from './queuedRecords';

const record = (id: string, status: AnnotationStatus = 'pending') => ({ id, status }) as AnnotationRecord;
const held = (count: number, from = 1): QueuedRecord[] =>
  Array.from({ length: count }, (_, index) => ({ page: from + index, record: record(`r${from + index}`) }));

describe('appendRecords', () => {
  it('replaces a held record by id and keeps page order', () => {
    const incoming = [
      { page: 12, record: record('r12') },
      { page: 2, record: record('r2', 'draft') },
      { page: 11, record: record('r11') },
    ];
    const result = appendRecords(held(3), incoming);
    expect(result.map((entry) => entry.page)).toEqual([1, 2, 3, 11, 12]);
    expect(result[1]?.record.status).toBe('draft');
  });
});

describe('pages', () => {
  it('shows one record in focus mode and a page size of records in bulk mode', () => {
    expect(recordsOnPage(held(30), pageAt('focus', 4)).map((entry) => entry.page)).toEqual([4]);
    expect(recordsOnPage(held(30), pageAt('bulk', 11, 10)).map((entry) => entry.page)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
  });

  it('moves by the page size in bulk mode and by one in focus mode', () => {
    expect(nextPagePosition(pageAt('bulk', 11, 25))).toBe(36);
    expect(previousPagePosition(pageAt('bulk', 11, 25))).toBe(1);
    expect(nextPagePosition(pageAt('focus', 4))).toBe(5);
    expect(previousPagePosition(pageAt('focus', 4))).toBe(3);
  });

  it('disables previous on the first page', () => {
    expect(canGoPrevious(pageAt('focus', 1))).toBe(false);
    expect(canGoPrevious(pageAt('focus', 2))).toBe(true);
    expect(canGoPrevious(pageAt('bulk', 1, 10))).toBe(false);
  });

  it('disables next in bulk mode when page start + page size passes the total, in focus mode on the total', () => {
    expect(canGoNext(pageAt('bulk', 1, 10), 10)).toBe(false);
    expect(canGoNext(pageAt('bulk', 1, 10), 11)).toBe(true);
    expect(canGoNext(pageAt('bulk', 11, 10), 20)).toBe(false);
    expect(canGoNext(pageAt('focus', 10), 10)).toBe(false);
    expect(canGoNext(pageAt('focus', 9), 10)).toBe(true);
  });
});

describe('fetching ahead', () => {
  it('buffers half the page size in focus mode and the page size in bulk mode', () => {
    expect(bufferSize(pageAt('focus', 1, 10))).toBe(5);
    expect(bufferSize(pageAt('bulk', 1, 25))).toBe(25);
  });

  it('fetches ahead when the records after the current page are at most the buffer', () => {
    expect(shouldBuffer(held(10), pageAt('focus', 4), 40)).toBe(false);
    expect(shouldBuffer(held(10), pageAt('focus', 5), 40)).toBe(true);
    expect(shouldBuffer(held(20), pageAt('bulk', 1, 10), 40)).toBe(true);
    expect(shouldBuffer(held(30), pageAt('bulk', 1, 10), 40)).toBe(false);
  });

  it('does not fetch ahead once the last held record is the total', () => {
    expect(shouldBuffer(held(10), pageAt('focus', 9), 10)).toBe(false);
    expect(shouldBuffer([], pageAt('focus', 1), 10)).toBe(false);
  });

  it('starts the server window after the held records, minus those that left the status', () => {
    const records = held(10).map((entry, index) =>
      index < 4 ? { ...entry, record: record(entry.record.id, 'submitted') } : entry,
    );
    expect(countLeftStatus(records, 'pending')).toBe(4);
    expect(countLeftStatus(records, 'valid')).toBe(0);
    expect(forwardWindow(records, pageAt('focus', 5), 'pending')).toEqual({ from: 7, many: 10 });
    expect(forwardWindow(records, pageAt('bulk', 1, 25), 'valid')).toEqual({ from: 11, many: 25 });
  });

  it('counts no record whose answer is still unsent: the server lists it where it was', () => {
    const records = held(10).map((entry, index) =>
      index < 4 ? { ...entry, record: record(entry.record.id, 'submitted') } : entry,
    );
    const unsent = (id: string) => id === 'r3' || id === 'r4';
    expect(countLeftStatus(records, 'pending', unsent)).toBe(2);
    expect(forwardWindow(records, pageAt('focus', 5), 'pending', unsent)).toEqual({ from: 9, many: 10 });
  });
});
