import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInView, viewApi } from '../layout/testing/annotationViewHarness';
import { SearchBar } from './SearchBar';

const twoFields = [
  { name: 'text', title: 'Text' },
  { name: 'title', title: 'Title' },
];

describe('SearchBar', () => {
  it('shows the field selector only with more than one field', async () => {
    const { unmount } = await renderInView(<SearchBar fields={[twoFields[0]!]} />, { api: viewApi() });
    expect(screen.getByRole('searchbox', { name: 'Search records' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search in field' })).toBeNull();
    unmount();
    await renderInView(<SearchBar fields={twoFields} />, { api: viewApi() });
    const field = screen.getByRole('combobox', { name: 'Search in field' });
    expect(within(field).getAllByRole('option').map((option) => option.textContent)).toEqual(['All fields', 'Text', 'Title']);
  });

  it('commits the trimmed text and field on Enter, and the clear button drops the search', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<SearchBar fields={twoFields} />, { api: viewApi() });
    const form = screen.getByRole('search');
    // Narrowed to a field, the form says so: a phone keeps the field choice in view then (toolbarCss).
    expect(form.hasAttribute('data-narrowed')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in field' }), 'title');
    expect(form.hasAttribute('data-narrowed')).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), '  great movie  {Enter}');
    expect(store.criteria.getState().committed.searchText).toEqual({ text: 'great movie', field: 'title' });
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(store.criteria.getState().committed.searchText.text).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
  });
});
