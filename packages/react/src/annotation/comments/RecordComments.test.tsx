import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMarginalia } from '@marginalia/core';
import { createFakeApi } from '../../testing/createFakeApi';
import { renderWithMarginalia } from '../../testing/renderWithMarginalia';
import { RecordComments } from './RecordComments';
import { ANN, RITA, commentRoutes, storedComment } from './testing/commentsApi';

async function renderAs(caller: typeof ANN, routes: ReturnType<typeof commentRoutes>) {
  const api = createFakeApi(routes);
  const sdk = createMarginalia({ fetch: api.fetch, apiKey: caller.api_key });
  await sdk.session.getState().restore();
  renderWithMarginalia(<RecordComments datasetId="ds" recordId="r1" />, { fetch: api.fetch, sdk });
  return api;
}

const thread = () => [
  storedComment('c1', ANN, 'Is this **sarcasm**? @rita <img src=x onerror="window.hacked=1">'),
  storedComment('c2', RITA, 'Not sure'),
];

describe('RecordComments', () => {
  it('renders each body as sanitised markdown, with who wrote it and whether it mentions the user', async () => {
    await renderAs(RITA, commentRoutes(RITA, thread()));
    const first = await screen.findByRole('listitem', { name: 'Comment by ann' });
    await waitFor(() => expect(first.querySelector('strong')?.textContent).toBe('sarcasm'));
    const image = first.querySelector('img');
    expect(image?.getAttribute('onerror')).toBeNull();
    expect(within(first).getByText('Mentions you')).toBeTruthy();
    // Rita may not edit or delete ann's comment, nor resolve it unless she reviews.
    expect(within(first).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Comment by rita' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Resolve', 'Edit', 'Delete']);
  });

  it('posts a comment, shown at once and then as the server stored it', async () => {
    const api = await renderAs(ANN, commentRoutes(ANN, thread()));
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'New comment' });
    expect(screen.getByRole('button', { name: 'Comment' })).toHaveProperty('disabled', true);
    await user.type(box, '@rita have a look');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/records/r1/comments')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/records/r1/comments')[0]!.body).toEqual({ body: '@rita have a look' });
    expect(await screen.findAllByRole('listitem', { name: 'Comment by ann' })).toHaveLength(2);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('lets a reviewer resolve a comment that mentions her', async () => {
    const api = await renderAs(RITA, commentRoutes(RITA, thread(), { canReview: true }));
    const user = userEvent.setup();
    const first = await screen.findByRole('listitem', { name: 'Comment by ann' });
    await user.click(await within(first).findByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v1/comments/c1')[0]?.body).toEqual({ resolved: true }));
    expect(await within(first).findByText('Resolved')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it("says why a post failed in the spec's words and keeps the draft", async () => {
    const routes = {
      ...commentRoutes(ANN, thread()),
      'POST /v1/records/r1/comments': () => ({ status: 404, body: { detail: 'Record gone' } }),
    };
    await renderAs(ANN, routes);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'New comment' }), 'hello');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to post the comment due to Record gone',
    );
    expect((screen.getByRole('textbox', { name: 'New comment' }) as HTMLTextAreaElement).value).toBe('hello');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
