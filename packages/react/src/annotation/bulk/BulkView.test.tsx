import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pageAt } from '@marginalia/core';
import { ok } from '../../testing/createFakeApi';
import { AnnotationView } from '../AnnotationView';
import { DATASET_ID, entitiesOnText, questions } from '../../testing/annotationFixtures';
import { installFakeHighlights } from '../testing/installFakeHighlights';
import { numberedRecords, renderInView, viewApi } from '../layout/testing/annotationViewHarness';
import { spanQuestionModule } from '../questions/spanQuestionModule';

// The span editor loads on demand; loaded here, span questions render it at once.
beforeAll(async () => {
  await spanQuestionModule.load();
});

const BULK = 'POST /v1/me/responses/bulk';
const renderBulk = (api: ReturnType<typeof viewApi>, many = 10, extra = {}) =>
  renderInView((store, storage) => <AnnotationView datasetId={DATASET_ID} store={store} storage={storage} />, {
    api,
    criteria: { page: pageAt('bulk', 1, many), ...extra },
  });
const bulkCalls = (api: ReturnType<typeof viewApi>) => api.calls.filter((call) => `${call.method} ${call.path}` === BULK);


afterEach(() => vi.unstubAllGlobals());

// The first test pays for loading the view's modules as well.
const FIRST_RENDER_MS = 60_000;

describe('BulkView', () => {
  it('lists the page’s records with checkboxes and discards the selected ones', async () => {
    const user = userEvent.setup();
    const api = viewApi({ records: numberedRecords(12) });
    await renderBulk(api);
    const list = await screen.findByRole('list', { name: 'Records of this page' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Records' }).textContent).toContain('1–10 of 12');
    const discard = screen.getByRole('button', { name: 'Discard' });
    expect(discard).toHaveProperty('disabled', true);
    expect(discard.parentElement?.getAttribute('title')).toBe('Select at least one record');

    await user.click(screen.getByRole('checkbox', { name: 'Select record 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select record 3' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(bulkCalls(api)).toHaveLength(1));
    const sent = bulkCalls(api)[0]!.body as { items: { record_id: string; status: string }[] };
    expect(sent.items.map((item) => [item.record_id.slice(-2), item.status])).toEqual([
      ['02', 'discarded'],
      ['03', 'discarded'],
    ]);
  }, FIRST_RENDER_MS);

  // A page of 10 of the 150 results: the confirmation is about the records affected, not the page (a page of 100
  // in jsdom took 3–11 s on a quiet machine and over 60 s in a clean-clone run). 100 records without asking: the
  // core's bulk store test.
  it('selects the whole page, then all results, and asks before annotating more than 100 records', async () => {
    const user = userEvent.setup();
    const api = viewApi({ records: numberedRecords(150) });
    await renderBulk(api, 10, { searchText: { text: 'record', field: 'all' } });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all records of this page' }));
    expect(screen.getByText('10 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Select all 150 results' }));
    expect(await screen.findByText('The next action affects all 150 records matching your filters.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This will annotate 150 records as discarded. Do you want to continue?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(bulkCalls(api)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // Saved in groups of 10.
    await waitFor(() => expect(bulkCalls(api)).toHaveLength(15));
  });

  it('cancels the confirmation with Escape', async () => {
    const user = userEvent.setup();
    const api = viewApi({ records: numberedRecords(150) });
    const { store } = await renderBulk(api, 10, { searchText: { text: 'record', field: 'all' } });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all records of this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 150 results' }));
    await screen.findByText('The next action affects all 150 records matching your filters.');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.bulk.getState().pendingConfirmation).toBeNull();
    expect(bulkCalls(api)).toHaveLength(0);
  });

  it('says some records failed to annotate when the server rejects any', async () => {
    const user = userEvent.setup();
    const api = viewApi({
      records: numberedRecords(3),
      bulk: (call) =>
        ok({ items: (call.body as { items: unknown[] }).items.map(() => ({ item: null, error: { detail: 'no' } })) }),
    });
    await renderBulk(api);
    await user.click(await screen.findByRole('checkbox', { name: 'Select record 1' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Some records failed to annotate 1 records failed.');
  });

  it('moves a keyboard cursor between records with j/k and the arrows, and selects with x', async () => {
    await renderBulk(viewApi({ records: numberedRecords(5) }));
    const items = await screen.findAllByRole('listitem');
    const list = screen.getByRole('list', { name: 'Records of this page' });
    act(() => items[0]!.focus());
    fireEvent.keyDown(items[0]!, { key: 'j' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Record 2'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Record 3'));
    fireEvent.keyDown(document.activeElement!, { key: 'k' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Record 2'));
    fireEvent.keyDown(document.activeElement!, { key: 'x' });
    expect(screen.getByRole('checkbox', { name: 'Select record 2' })).toHaveProperty('checked', true);
    expect(within(list).getByRole('listitem', { current: true }).getAttribute('aria-label')).toBe('Record 2');
  });

  it('tags a span on a record from the keyboard, which selects it, and submits it with Ctrl+Enter', async () => {
    installFakeHighlights();
    const user = userEvent.setup();
    const api = viewApi({ records: numberedRecords(3), questions: [entitiesOnText, questions[3]!] });
    await renderBulk(api);
    const list = await screen.findByRole('list', { name: 'Records of this page' });
    const second = within(list).getAllByRole('listitem')[1]!;
    act(() => within(second).getByRole('textbox', { name: 'Entities' }).focus());
    // The record cursor follows the focus into the record.
    expect(within(list).getByRole('listitem', { current: true })).toBe(second);
    // Arrows move the span caret, not the record cursor; Enter tags "number".
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(within(list).getByRole('listitem', { current: true })).toBe(second);
    expect(screen.getByRole('checkbox', { name: 'Select record 2' })).toHaveProperty('checked', true);
    expect(screen.getByText('1 selected')).toBeTruthy();

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(bulkCalls(api)).toHaveLength(1));
    const sent = bulkCalls(api)[0]!.body as { items: { record_id: string; status: string; values: unknown }[] };
    expect(sent.items).toEqual([
      {
        record_id: '00000000-0000-4000-8000-000000000002',
        status: 'submitted',
        values: { entities: { value: [{ label: 'ORG', start: 7, end: 13 }] } },
      },
    ]);
  });
});
