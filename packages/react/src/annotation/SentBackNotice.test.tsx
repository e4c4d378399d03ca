import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wireRecord, wireResponse } from '../testing/annotationFixtures';
import { QuestionsForm } from './QuestionsForm';
import { USER, renderInView, viewApi } from './layout/testing/annotationViewHarness';

const RECORD_ID = '00000000-0000-4000-8000-000000000001';

/** The annotation view's fake server, plus the record's review and its reviewer. */
function apiWithReview(status: 'draft' | 'submitted', review: { status: string; comment: string | null }) {
  const record = wireRecord(RECORD_ID, 'A text', {
    responses: [wireResponse(RECORD_ID, USER.id, { status, values: {} })],
  });
  const api = viewApi({ records: [record] });
  const reviewReads: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input), 'http://localhost/').pathname;
    if (path.endsWith(`/records/${RECORD_ID}/review`)) {
      reviewReads.push(path);
      return Response.json({
        record_id: RECORD_ID,
        values: {},
        reviewer_id: 'u-rita',
        updated_at: 'now',
        ...review,
      });
    }
    if (path.endsWith(`/records/${RECORD_ID}/review/reviewer`))
      return Response.json({ user_id: 'u-rita', username: 'rita' });
    return api.fetch(input, init);
  };
  return { api: { ...api, fetch }, reviewReads };
}

describe('the sent-back notice above the questions', () => {
  it("shows the reviewer's comment on a draft the reviewer sent back", async () => {
    const { api } = apiWithReview('draft', { status: 'rejected', comment: 'Mind the sarcasm' });
    await renderInView(<QuestionsForm />, { api, criteria: { status: 'draft' } });
    expect((await screen.findByRole('note')).textContent).toBe('Sent back by rita: Mind the sarcasm');
  });

  it('reads no review for a submitted record', async () => {
    const { api, reviewReads } = apiWithReview('submitted', { status: 'rejected', comment: 'old' });
    await renderInView(<QuestionsForm />, { api, criteria: { status: 'submitted' } });
    await screen.findByRole('form');
    expect(reviewReads).toEqual([]);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
