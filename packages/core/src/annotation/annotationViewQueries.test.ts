import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/createApiClient';
import { reviewSummaryQuery } from '../review/reviewSummaryQuery';
import { teamProgressQuery } from './annotationViewQueries';

describe("the reads that follow the caller's own counts", () => {
  const client = { getDatasetProgress: vi.fn(), getReviewSummary: vi.fn() } as unknown as ApiClient;

  it('the team progress is not read while the counts are unknown, then once per revision', () => {
    expect(teamProgressQuery(client, 'd1', null).key).toBeNull();
    expect(teamProgressQuery(client, 'd1', '0:0').key).toBe('progress:d1:0:0');
    expect(teamProgressQuery(client, 'd1', '1:1').key).not.toBe(teamProgressQuery(client, 'd1', '0:0').key);
  });

  it('the review summary likewise; without a revision it is read at once under its own key', () => {
    expect(reviewSummaryQuery(client, 'd1', null).key).toBeNull();
    expect(reviewSummaryQuery(client, 'd1', '2:1').key).toBe('review-summary:d1:2:1');
    expect(reviewSummaryQuery(client, 'd1').key).toBe('review-summary:d1');
  });
});
