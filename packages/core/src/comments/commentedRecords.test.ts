import { describe, expect, it } from 'vitest';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import {
  changeCommentFilter,
  commentCountsOf,
  commentFilterRecordIds,
  recordCommentCounts,
} from './commentedRecords';
import { comment } from './testing/commentsFixtures';
import { commented } from './testing/commentsFixtures';

describe('comment filters', () => {
  const records = [commented('r1', 2, true), commented('r2', 0, false, 3), commented('r3', 1)];

  it('keeps the records with an open comment, or with an open one mentioning the user', () => {
    expect(commentFilterRecordIds(records, 'open')).toEqual(['r1', 'r3']);
    expect(commentFilterRecordIds(records, 'mentions')).toEqual(['r1']);
  });

  it('keeps at most the 250 first commented records, the terms filter limit of the wire', () => {
    const many = Array.from({ length: 300 }, (_, i) => commented(`r${i}`, 1));
    const ids = commentFilterRecordIds(many, 'open');
    expect(ids).toHaveLength(250);
    expect([ids[0], ids[249]]).toEqual(['r0', 'r249']);
  });

  it("gives a record's badge counts, zero for a record without comments", () => {
    expect(commentCountsOf(records, 'r2')).toEqual({ open: 0, total: 3 });
    expect(commentCountsOf(records, 'r9')).toEqual({ open: 0, total: 0 });
    expect(commentCountsOf(null, 'r1')).toEqual({ open: 0, total: 0 });
  });

  it('applies a comment filter at once, back to page 1', () => {
    const criteria = createRecordCriteriaStore({
      datasetId: 'ds',
      initial: { page: { mode: 'focus', client: { page: 4, many: 10 }, server: { from: 4, many: 10 } } },
    });
    changeCommentFilter(criteria, 'mentions');
    expect(criteria.getState().committed).toMatchObject({
      comments: 'mentions',
      page: { client: { page: 1 } },
    });
    changeCommentFilter(criteria, null);
    expect(criteria.getState().committed.comments).toBeNull();
  });

  it('counts the thread shown for its own record, so a write shows in the badge at once', () => {
    const items = [{ ...comment('r2', 'u-ann', 'a'), pending: true }];
    const thread = { recordId: 'r2', status: 'ready' as const, items };
    expect(recordCommentCounts(thread, records, 'r2')).toEqual({ open: 1, total: 1 });
    expect(recordCommentCounts(thread, records, 'r1')).toEqual({ open: 2, total: 2 });
    expect(recordCommentCounts({ ...thread, status: 'loading' }, records, 'r2')).toEqual({
      open: 0,
      total: 3,
    });
  });
});
