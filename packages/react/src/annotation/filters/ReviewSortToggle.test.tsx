import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInView, viewApi } from '../layout/testing/annotationViewHarness';
import { DATASET_ID } from '../../testing/annotationFixtures';
import { ResetButton } from '../toolbar/ResetButton';
import { ReviewSortToggle } from './ReviewSortToggle';

const SUMMARY_PATH = `/v1/datasets/${DATASET_ID}/review/summary`;
const IDS_PATH = `/v1/datasets/${DATASET_ID}/review/record-ids`;

/** The view's fake server with a review summary; every status holds no record, `unreviewed` counts `unreviewed`. */
function reviewApi(summary: { can_review: boolean; accepted: number; rejected: number }, unreviewed = 0) {
  const api = viewApi();
  const idReads: URLSearchParams[] = [];
  let summaryReads = 0;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const path = url.pathname.slice(url.pathname.indexOf('/v1/'));
    if (path === SUMMARY_PATH) {
      summaryReads += 1;
      return json({ reviewable: 0, pending: 0, ...summary });
    }
    if (path === IDS_PATH) {
      idReads.push(url.searchParams);
      const status = url.searchParams.get('status');
      return json({ items: [], total: status === 'unreviewed' ? unreviewed : 0 });
    }
    return api.fetch(input, init);
  };
  return { ...api, fetch: fetch as typeof globalThis.fetch, idReads, summaryReads: () => summaryReads };
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
      expect(api.idReads.map((query) => query.get('status'))).toEqual([
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
