import { describe, expect, it } from 'vitest';
import { toReviewProgress } from './reviewProgress';

describe('toReviewProgress', () => {
  it('counts accepted and sent-back records as reviewed', () => {
    expect(toReviewProgress({ reviewable: 10, pending: 7, accepted: 2, rejected: 1, can_review: false })).toEqual({
      reviewable: 10, reviewed: 3, accepted: 2, rejected: 1,
    });
  });
});
