import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInView, viewApi, wireProperty } from '../layout/testing/annotationViewHarness';
import { criteriaPanelsModule } from './criteriaPanelsModule';
import { SortSelector } from './SortSelector';

// @vitest-isolate: the first test sees the panel's code load, which another file in a shared worker may have loaded
// already.

const api = () =>
  viewApi({
    metadataProperties: [
      wireProperty('votes', { type: 'integer', min: 0, max: 500 }, 'Helpful votes'),
      wireProperty('empty', { type: 'terms', values: [] }, 'Nothing yet'),
    ],
  });

async function openSort(user: ReturnType<typeof userEvent.setup>, store: Awaited<ReturnType<typeof renderInView>>['store']) {
  await waitFor(() => expect(store.getState().questions.length).toBeGreaterThan(0));
  // The panel's code, which loads when it first opens, loaded beforehand (the first test sees it load).
  await criteriaPanelsModule.load();
  await user.click(screen.getByRole('button', { name: 'Sort' }));
  return screen.getByRole('dialog', { name: 'Sort records' });
}

describe('SortSelector', () => {
  it('shows the loading status in the panel until its code has loaded, then the panel', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<SortSelector />, { api: api() });
    await waitFor(() => expect(store.getState().questions.length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    const panel = screen.getByRole('dialog', { name: 'Sort records' });
    expect(within(panel).getByRole('status').textContent).toBe('Loading…');
    // Loading the chunk in the test runner transforms its files first.
    expect(await within(panel).findByRole('combobox', { name: 'Add a sort' }, { timeout: 15_000 })).toBeTruthy();
    expect(within(panel).queryByRole('status')).toBeNull();
  }, 20_000);

  it('offers record dates, suggestion scores, rating values and metadata, disabling metadata without values', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<SortSelector />, { api: api() });
    const panel = await openSort(user, store);
    const add = within(panel).getByRole('combobox', { name: 'Add a sort' });
    await waitFor(() => expect(within(add).getByRole('option', { name: 'Helpful votes' })).toBeTruthy());
    const groups = [...add.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => `${option.textContent}${option.disabled ? ' (disabled)' : ''}`),
    ]);
    expect(groups).toEqual([
      ['Record', ['Inserted at', 'Updated at']],
      ['Suggestion score', ['sentiment', 'topics', 'review-rating', 'comment']],
      ['Suggestion value', ['review-rating']],
      ['Response value', ['review-rating']],
      ['Metadata', ['Helpful votes', 'Nothing yet (disabled)']],
    ]);
  });

  it('adds, replaces, toggles the direction of and removes sorts, committing on close or at once for the last', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<SortSelector />, { api: api() });
    const panel = await openSort(user, store);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Add a sort' }), 'record.inserted_at');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Add a sort' }), 'suggestion.sentiment.score');
    await user.click(within(panel).getByRole('button', { name: 'Change the direction of the sort by Inserted at' }));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Sort 2 by' }), 'metadata.votes');
    await user.keyboard('{Escape}');
    expect(store.criteria.getState().committed.sortBy).toEqual([
      { entity: 'record', name: 'inserted_at', order: 'desc' },
      { entity: 'metadata', name: 'votes', order: 'asc' },
    ]);
    expect(screen.getByRole('button', { name: 'Sort (2)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sort (2)' }));
    const reopened = screen.getByRole('dialog', { name: 'Sort records' });
    await user.click(within(reopened).getByRole('button', { name: 'Remove the sort by Inserted at' }));
    await user.click(within(reopened).getByRole('button', { name: 'Remove the sort by Helpful votes' }));
    // Removing the last sort applies the empty sort straight away.
    expect(store.criteria.getState().committed.sortBy).toEqual([]);
  });
});
