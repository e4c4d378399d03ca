import { describe, expect, it } from 'vitest';
import { commentCountsOf, commentFilterRecordIds } from './commentedRecords';
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
});
