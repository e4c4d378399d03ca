import { describe, expect, it } from 'vitest';
import {
  BULK_CONFIRMATION_THRESHOLD,
  BULK_GROUP_SIZE,
  canBulkAnnotate,
  canSelectAllResults,
  groupsOf,
  needsConfirmation,
  SELECT_ALL_RESULTS_LIMIT,
} from './bulkRules';

const offered = { isAllPageSelected: true, isFilterActive: true, total: 240, pageSize: 50 };

describe('bulk rules', () => {
  it('has the spec’s numbers', () => {
    expect(BULK_GROUP_SIZE).toBe(10);
    expect(SELECT_ALL_RESULTS_LIMIT).toBe(1000);
    expect(BULK_CONFIRMATION_THRESHOLD).toBe(100);
  });

  it('offers select-all-results only with the whole page selected, a filter, and page size < total ≤ 1000', () => {
    expect(canSelectAllResults(offered)).toBe(true);
    expect(canSelectAllResults({ ...offered, isAllPageSelected: false })).toBe(false);
    expect(canSelectAllResults({ ...offered, isFilterActive: false })).toBe(false);
    expect(canSelectAllResults({ ...offered, total: 50 })).toBe(false);
    expect(canSelectAllResults({ ...offered, total: 1000 })).toBe(true);
    expect(canSelectAllResults({ ...offered, total: 1001 })).toBe(false);
  });

  it('starts an action only while none runs and records are selected; Submit also needs complete answers', () => {
    const idle = { running: null, canAnnotate: true };
    expect(canBulkAnnotate(idle, 'submitted', true)).toBe(true);
    expect(canBulkAnnotate(idle, 'submitted', false)).toBe(false);
    expect(canBulkAnnotate(idle, 'discarded', false)).toBe(true);
    expect(canBulkAnnotate(idle, 'draft', false)).toBe(true);
    expect(canBulkAnnotate({ ...idle, canAnnotate: false }, 'discarded', true)).toBe(false);
    expect(canBulkAnnotate({ ...idle, running: 'draft' }, 'submitted', true)).toBe(false);
  });

  it('asks for confirmation above 100 records', () => {
    expect(needsConfirmation(100)).toBe(false);
    expect(needsConfirmation(101)).toBe(true);
  });

  it('groups by 10 in order', () => {
    const ids = Array.from({ length: 25 }, (_, index) => index);
    expect(groupsOf(ids).map((group) => group.length)).toEqual([10, 10, 5]);
    expect(groupsOf(ids)[1]?.[0]).toBe(10);
    expect(groupsOf([])).toEqual([]);
  });
});
