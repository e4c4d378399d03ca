import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageAt } from '@marginalia/core';
import { renderInView, viewApi } from '../layout/testing/annotationViewHarness';
import { ModeToggle } from './ModeToggle';
import { PageSizeSelect } from './PageSizeSelect';
import { ResetButton } from './ResetButton';
import { StatusFilter } from './StatusFilter';

describe('StatusFilter', () => {
  it('offers pending, draft, discarded, All data and submitted, and commits a choice', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<StatusFilter />, { api: viewApi() });
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['pending', 'Pending'],
      ['draft', 'Draft'],
      ['discarded', 'Discarded'],
      ['valid', 'All data'],
      ['submitted', 'Submitted'],
    ]);
    await user.selectOptions(select, 'valid');
    expect(store.criteria.getState().committed.status).toBe('valid');
  });

  it('leaves bulk mode when leaving pending records', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<StatusFilter />, { api: viewApi(), criteria: { page: pageAt('bulk', 1, 25) } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    expect(store.criteria.getState().committed.page.mode).toBe('focus');
  });
});

describe('ModeToggle and PageSizeSelect', () => {
  it('switches to bulk mode (back to page 1) and offers 10, 25, 50 and 100 records per page', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(
      <>
        <ModeToggle />
        <PageSizeSelect />
      </>,
      { api: viewApi(), criteria: { page: pageAt('focus', 3) } },
    );
    await user.click(screen.getByRole('radio', { name: 'Bulk' }));
    expect(store.criteria.getState().committed.page.mode).toBe('bulk');
    expect(store.criteria.getState().committed.page.client.page).toBe(1);
    const size = screen.getByRole('combobox', { name: 'Records per page' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(size, '50');
    expect(store.criteria.getState().committed.page.client.many).toBe(50);
  });

  it('is offered only for pending records', async () => {
    await renderInView(<ModeToggle />, { api: viewApi(), criteria: { status: 'submitted' } });
    expect(screen.queryByRole('radiogroup', { name: 'Annotation mode' })).toBeNull();
  });
});

describe('ResetButton', () => {
  it('is disabled without filters and resets metadata, sort, response and suggestion filters', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderInView(<ResetButton />, { api: viewApi() });
    expect(screen.getByRole('button', { name: 'Reset filters' })).toHaveProperty('disabled', true);
    unmount();
    const filtered = await renderInView(<ResetButton />, {
      api: viewApi(),
      criteria: {
        metadata: [{ name: 'split', value: ['train'] }],
        sortBy: [{ entity: 'record', name: 'inserted_at', order: 'desc' }],
        searchText: { text: 'kept', field: 'all' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    const committed = filtered.store.criteria.getState().committed;
    expect(committed.metadata).toEqual([]);
    expect(committed.sortBy).toEqual([]);
    expect(committed.searchText.text).toBe('kept');
  });
});
