import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInView } from '../layout/testing/annotationViewHarness';
import { REVIEW_IDS_PATH, REVIEW_SUMMARY_PATH, reviewViewApi } from '../layout/testing/reviewViewApi';
import { DATASET_ID } from '../../testing/annotationFixtures';
import { ResetButton } from '../toolbar/ResetButton';
import { ReviewStatusFilter } from './ReviewStatusFilter';

const SEARCH_PATH = `/v1/me/datasets/${DATASET_ID}/records/search`;

/** The annotation view's fake server, plus a review summary and the accepted record's id; records the review reads. */
function reviewApi(summary: { can_review: boolean; accepted: number; rejected: number }) {
  return reviewViewApi({
    summary: { reviewable: 2, pending: 1, ...summary },
    ids: () => ({ items: ['00000000-0000-4000-8000-000000000002'], total: 1 }),
  });
}

const filter = () => screen.findByRole('combobox', { name: 'Review status' });

describe('ReviewStatusFilter', () => {
  it('offers any status, pending review, accepted, rejected and not reviewed, and searches the chosen ones by id', async () => {
    const user = userEvent.setup();
    const api = reviewApi({ can_review: true, accepted: 0, rejected: 0 });
    const { store } = await renderInView(
      <>
        <ReviewStatusFilter />
        <ResetButton />
      </>,
      { api },
    );
    const select = await filter();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['all', 'Any review status'],
      ['pending', 'Pending review'],
      ['accepted', 'Accepted'],
      ['rejected', 'Rejected'],
      ['unreviewed', 'Not reviewed'],
    ]);
    await user.selectOptions(select, 'accepted');
    expect(store.criteria.getState().committed.reviewStatus).toBe('accepted');
    await waitFor(() =>
      expect(
        api.reviewCalls
          .filter((call) => call.path === REVIEW_IDS_PATH)
          .at(-1)
          ?.query.get('status'),
      ).toBe('accepted'),
    );
    await waitFor(() => {
      const body = api.callsTo('POST', SEARCH_PATH).at(-1)?.body as { filters: { and: unknown[] } };
      expect(body.filters.and.at(-1)).toEqual({
        type: 'terms',
        scope: { entity: 'record', property: 'id' },
        values: ['00000000-0000-4000-8000-000000000002'],
      });
    });
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(store.criteria.getState().committed.reviewStatus).toBeNull();
    expect((select as HTMLSelectElement).value).toBe('all');
  });

  it('is offered to annotators once a record was accepted or rejected', async () => {
    await renderInView(<ReviewStatusFilter />, {
      api: reviewApi({ can_review: false, accepted: 1, rejected: 0 }),
    });
    expect(((await filter()) as HTMLSelectElement).value).toBe('all');
  });

  it('is left out on a dataset without review', async () => {
    const api = reviewApi({ can_review: false, accepted: 0, rejected: 0 });
    await renderInView(<ReviewStatusFilter />, { api });
    await waitFor(() => expect(api.reviewCalls.some((call) => call.path === REVIEW_SUMMARY_PATH)).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Review status' })).toBeNull();
  });
});
