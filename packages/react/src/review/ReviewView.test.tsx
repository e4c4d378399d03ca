import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { ReviewView } from './ReviewView';
import { createReviewApi } from './testing/reviewApi';

const puts = (api: ReturnType<typeof createReviewApi>) => api.calls.filter((call) => call.method === 'PUT');

describe('ReviewView', () => {
  it('shows who said what per question, with the disagreement marked', async () => {
    const api = createReviewApi();
    renderWithMarginalia(<ReviewView datasetId="ds" />, { fetch: api.fetch });
    const sentiment = await screen.findByRole('listitem', { name: 'Sentiment' });
    expect(within(sentiment).getByText('Annotators disagree')).toBeTruthy();
    expect(within(sentiment).getByText('2 · ann, cat')).toBeTruthy();
    expect(within(sentiment).getByText('1 · bob')).toBeTruthy();
    const summary = screen.getByRole('listitem', { name: 'Summary' });
    expect(within(summary).getByText('big').tagName).toBe('INS');
    expect(screen.getByText('Record 1 of 2')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
  });

  it("takes an annotator's answer and accepts with the A key, then shows the next record", async () => {
    const api = createReviewApi();
    const user = userEvent.setup();
    renderWithMarginalia(<ReviewView datasetId="ds" />, { fetch: api.fetch });
    const sentiment = await screen.findByRole('listitem', { name: 'Sentiment' });
    await user.click(within(sentiment).getByRole('button', { name: "Use bob's answer" }));
    expect(within(sentiment).getByRole('radio', { name: 'negative' })).toHaveProperty('checked', true);
    screen.getByRole('region', { name: 'Review' }).focus();
    await user.keyboard('a');
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toMatchObject({ status: 'accepted', values: { sentiment: { value: 'negative' } } });
    expect(await screen.findByText('Record 2 of 2')).toBeTruthy();
  });

  it('opens the comment box with R and sends the record back only with a comment', async () => {
    const api = createReviewApi();
    const user = userEvent.setup();
    renderWithMarginalia(<ReviewView datasetId="ds" />, { fetch: api.fetch });
    await screen.findByRole('listitem', { name: 'Sentiment' });
    screen.getByRole('region', { name: 'Review' }).focus();
    await user.keyboard('r');
    const box = screen.getByRole('textbox', { name: 'Comment for the annotators' });
    expect(screen.getByText('Write a comment for the annotators before sending the record back')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send back to annotators' })).toHaveProperty('disabled', true);
    // Typing in the box is no shortcut.
    await user.type(box, 'Read the guidelines again');
    expect(puts(api)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send back to annotators' }));
    await waitFor(() => expect(puts(api)[0]?.body).toEqual({ status: 'rejected', comment: 'Read the guidelines again' }));
  });

  it('bulk-accepts the unanimous records of the page', async () => {
    const api = createReviewApi();
    renderWithMarginalia(<ReviewView datasetId="ds" />, { fetch: api.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept unanimous (1)' }));
    expect(await screen.findByText('1 unanimous record accepted')).toBeTruthy();
    expect(puts(api).map((call) => call.path)).toEqual(['/v1/datasets/ds/reviews']);
    expect(puts(api)[0]?.body).toEqual({ items: [{ record_id: 'r2', status: 'accepted' }] });
  });

  it('tells someone who is not a reviewer', async () => {
    const api = createReviewApi(undefined, { canReview: false });
    renderWithMarginalia(<ReviewView datasetId="ds" />, { fetch: api.fetch });
    expect((await screen.findByRole('alert')).textContent).toMatch(/You are not a reviewer of this dataset/);
  });
});
