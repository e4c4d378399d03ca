import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInView } from '../layout/testing/annotationViewHarness';
import { REVIEW_IDS_PATH, REVIEW_SUMMARY_PATH, reviewViewApi } from '../layout/testing/reviewViewApi';
import { ResetButton } from '../toolbar/ResetButton';
import { ReviewSortToggle } from './ReviewSortToggle';

/** The view's fake server with a review summary; every status holds no record, `unreviewed` counts `unreviewed`. */
function reviewApi(summary: { can_review: boolean; accepted: number; rejected: number }, unreviewed = 0) {
  const api = reviewViewApi({
    summary: { reviewable: 0, pending: 0, ...summary },
    ids: (status) => ({ items: [], total: status === 'unreviewed' ? unreviewed : 0 }),
  });
  const reads = (path: string) => api.reviewCalls.filter((call) => call.path === path);
  return {
    ...api,
    idReads: () => reads(REVIEW_IDS_PATH).map((call) => call.query),
    summaryReads: () => reads(REVIEW_SUMMARY_PATH).length,
  };
}

const toggle = () =>
  screen.findByRole('checkbox', { name: 'Review status first' });

describe('ReviewSortToggle', () => {
  it('orders by review status, reading each status’s ids, and Reset stops it', async () => {
    const user = userEvent.setup();
    const api = reviewApi({ can_review: true, accepted: 0, rejected: 0 });
    const { store } = await renderInView(
      <>
        <ReviewSortToggle />
        <ResetButton />
      </>,
      { api },
    );
    await user.click(await toggle());
    expect(store.criteria.getState().committed.reviewSort).toBe(true);
    await waitFor(() =>
      expect(api.idReads().map((query) => query.get('status'))).toEqual([
        'pending',
        'rejected',
        'accepted',
        'unreviewed',
      ]),
    );
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(store.criteria.getState().committed.reviewSort).toBe(false);
    expect(((await toggle()) as HTMLInputElement).checked).toBe(false);
  });

  it('says when a status shows only its first 250 records', async () => {
    const user = userEvent.setup();
    await renderInView(<ReviewSortToggle />, {
      api: reviewApi({ can_review: true, accepted: 0, rejected: 0 }, 300),
    });
    await user.click(await toggle());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Only the first 250 records of each review status are shown',
    );
  });

  it('is left out on a dataset without review', async () => {
    const api = reviewApi({ can_review: false, accepted: 0, rejected: 0 });
    await renderInView(<ReviewSortToggle />, { api });
    await waitFor(() => expect(api.summaryReads()).toBeGreaterThan(0));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
