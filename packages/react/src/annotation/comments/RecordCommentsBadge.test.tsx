import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMarginalia } from '@marginalia/core';
import { createFakeApi, ok } from '../../testing/createFakeApi';
import { renderWithMarginalia } from '../../testing/renderWithMarginalia';
import { useComments } from './CommentsContext';
import { CommentsProvider } from './CommentsProvider';
import { CommentThread } from './CommentThread';
import { RecordCommentsBadge } from './RecordCommentsBadge';
import { ANN, commentRoutes, storedComment } from './testing/commentsApi';

/** The panel as bulk mode shows it: the thread of the record whose button was pressed. */
function Panel() {
  const comments = useComments();
  return comments ? <CommentThread store={comments.store} /> : null;
}

async function renderBulkPage() {
  const routes = {
    ...commentRoutes(ANN, [
      storedComment('c1', ANN, 'Sarcasm?'),
      storedComment('c2', ANN, 'Done', { resolved: true }),
    ]),
    'GET /v1/datasets/ds/comments/records': ok({
      items: [{ record_id: 'r1', comments: 2, open: 1, mentions_me: false }],
    }),
  };
  const api = createFakeApi(routes);
  const sdk = createMarginalia({ fetch: api.fetch, apiKey: 'key' });
  await sdk.session.getState().restore();
  renderWithMarginalia(
    <CommentsProvider datasetId="ds">
      <RecordCommentsBadge recordId="r1" />
      <RecordCommentsBadge recordId="r2" />
      <Panel />
    </CommentsProvider>,
    { fetch: api.fetch, sdk },
  );
  return api;
}

describe('RecordCommentsBadge', () => {
  it("shows each record's open comments from one read of the dataset's commented records", async () => {
    const api = await renderBulkPage();
    expect(
      await screen.findByRole('button', { name: 'Comments: 1 open of 2' }, { timeout: 5_000 }),
    ).toBeTruthy();
    // An icon, not text (an emoji showed as a missing-glyph box where the platform font lacks it).
    expect(screen.getByRole('button', { name: 'Comments: 0 open of 0' }).querySelector('svg')).toBeTruthy();
    expect(api.callsTo('GET', '/v1/datasets/ds/comments/records')).toHaveLength(1);
    expect(screen.getByText(/Choose a record's comments button/)).toBeTruthy();
  });

  it("opens the record's thread in the panel, and counts a new comment at once", async () => {
    const api = await renderBulkPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Comments: 1 open of 2' }, { timeout: 5_000 }),
    );
    expect(await screen.findByText('Sarcasm?')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByRole('button', { name: 'Comments: 2 open of 3' })).toBeTruthy();
    // The write changed the dataset's counts: they are read again for the other records.
    await waitFor(() => expect(api.callsTo('GET', '/v1/datasets/ds/comments/records')).toHaveLength(2));
  });
});
