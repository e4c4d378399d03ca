import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../notifications/Toaster';
import { DATASET_ID, entitiesOnText, questions, wireRecord, wireResponse } from '../testing/annotationFixtures';
import { AnnotationView } from './AnnotationView';
import { installFakeHighlights } from './testing/installFakeHighlights';
import { USER, numberedRecords, renderInView, viewApi } from './layout/testing/annotationViewHarness';
import { spanQuestionModule } from './questions/spanQuestionModule';

// The span editor loads on demand; loaded here, span questions render it at once.
beforeAll(async () => {
  await spanQuestionModule.load();
});

const renderView = (api: ReturnType<typeof viewApi>, criteria = {}) =>
  renderInView(
    (store, storage) => (
      <>
        <AnnotationView datasetId={DATASET_ID} store={store} storage={storage} />
        <Toaster />
      </>
    ),
    { api, criteria },
  );
const press = (key: string, extra: Partial<KeyboardEventInit> = {}) =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key, ctrlKey: true, ...extra });
  });
const shownText = () => screen.getByRole('region', { name: 'Text' }).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('AnnotationView: toolbar, panels and keyboard', () => {
  it('renders the toolbar, the progress panel, the guidelines drawer (markdown) and the record header', async () => {
    await renderView(viewApi({ guidelines: '# Read carefully\n\n**Bold** rule' }));
    expect(await screen.findByRole('toolbar', { name: 'Dataset filters' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search records' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    // The guidelines open in a drawer: Escape closes it and the focus goes back to the button.
    expect(screen.queryByRole('dialog', { name: 'Annotation guidelines' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Guidelines' });
    await userEvent.setup().click(open);
    const guidelines = await screen.findByRole('dialog', { name: 'Annotation guidelines' });
    expect(await within(guidelines).findByRole('heading', { name: 'Read carefully' })).toBeTruthy();
    expect(within(guidelines).getByText('Bold').tagName).toBe('STRONG');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Annotation guidelines' })).toBeNull());
    expect(document.activeElement).toBe(open);
    // The panels start collapsed behind the one-line progress footer.
    fireEvent.click(await screen.findByRole('button', { name: 'Expand Progress and activity' }));
    // The panels' code and the team's progress are read once expanded.
    await waitFor(() => expect(screen.getByTestId('team-progress').textContent).toBe('1 of 3 records completed (33.33%)'), { timeout: 10_000 });
    expect(screen.getByRole('radio', { name: 'Focus' })).toHaveProperty('checked', true);
    // The drawer's and the panels' first loads on demand: longer than a unit's default on a busy runner.
  }, 20_000);

  it('folds the filters behind one toggle for narrow screens and remembers the pane sizes per dataset', async () => {
    const { storage } = await renderView(viewApi());
    // The toggle shows only on a narrow screen (a container query): hidden here (no name computed for hidden
    // content), but in the toolbar.
    await screen.findByRole('article', { name: 'Record' });
    const toggle = (await screen.findByText('Filters and sort')).closest('button')!;
    const group = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(group).getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(group.hasAttribute('data-shown')).toBe(false);
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(group.hasAttribute('data-shown')).toBe(true);

    const separator = screen.getByRole('separator', { name: 'Resize the record and the questions' });
    expect(separator.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.keyDown(separator, { key: 'ArrowRight' });
    expect(separator.getAttribute('aria-valuenow')).toBe('62');
    expect(JSON.parse(storage.getItem(`marginalia.panels.${DATASET_ID}.record`)!)).toMatchObject({ size: 62 });
  });

  it('moves between questions with Ctrl+↓ and Ctrl+↑', async () => {
    await renderView(viewApi());
    await screen.findByRole('article', { name: 'Record' });
    act(() => screen.getByRole('radio', { name: 'Positive' }).focus());
    press('ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Sports' }));
    press('ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1' }));
    press('ArrowUp');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Sports' }));
  });

  it('enters a span question on the record with Ctrl+↓ and goes on from there', async () => {
    installFakeHighlights();
    // Rating, then the span question (the form only points to the record), then the comment.
    const { store } = await renderView(viewApi({ questions: [questions[2]!, entitiesOnText, questions[3]!] }));
    await screen.findByRole('article', { name: 'Record' });
    act(() => screen.getByRole('radio', { name: '1' }).focus());
    press('ArrowDown');
    const spanText = within(screen.getByRole('article', { name: 'Record' })).getByRole('textbox', { name: 'Entities' });
    expect(document.activeElement).toBe(spanText);
    await userEvent.setup().keyboard('{ArrowRight}{Enter}');
    expect(store.getState().answers.entities).toEqual([{ label: 'ORG', start: 7, end: 13 }]);
    press('ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Comment' }));
    press('ArrowUp');
    expect(document.activeElement).toBe(spanText);
    press('ArrowUp');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1' }));
  });

  it('pages with Ctrl+→ and Ctrl+←, but not with Shift held', async () => {
    await renderView(viewApi({ records: numberedRecords(3) }));
    await screen.findByRole('article', { name: 'Record' });
    expect(shownText()).toContain('Record number 1');
    press('ArrowRight', { shiftKey: true });
    press('ArrowRight');
    await waitFor(() => expect(shownText()).toContain('Record number 2'));
    expect(screen.getByRole('navigation', { name: 'Records' }).textContent).toContain('2 of 3');
    press('ArrowLeft');
    await waitFor(() => expect(shownText()).toContain('Record number 1'));
  });

  it('warns before leaving a changed submitted record; ignore and continue pages, closing keeps the change', async () => {
    const user = userEvent.setup();
    const submitted = numberedRecords(2).map((record) =>
      wireRecord(record.id, String(record.fields.text), {
        responses: [wireResponse(record.id, USER.id, { status: 'submitted', values: { sentiment: { value: 'positive' } } })],
      }),
    );
    const { store } = await renderView(viewApi({ records: submitted }), { status: 'submitted' });
    await screen.findByRole('article', { name: 'Record' });
    await user.click(screen.getByRole('radio', { name: 'Negative' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const warning = await screen.findByText("You didn't submit your changes");
    const toast = warning.closest('.mg-toast') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(store.getState().pendingConfirmation).toBeNull());
    expect(shownText()).toContain('Record number 1');
    expect(screen.getByRole('radio', { name: 'Negative' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Ignore and continue' }));
    await waitFor(() => expect(shownText()).toContain('Record number 2'));
  });

  it('clears the response of a record that has one', async () => {
    const user = userEvent.setup();
    const [first] = numberedRecords(1);
    const draft = wireRecord(first!.id, 'Drafted', {
      responses: [wireResponse(first!.id, USER.id, { status: 'draft', values: { sentiment: { value: 'neutral' } } })],
    });
    const api = viewApi({ records: [draft] });
    await renderView(api, { status: 'draft' });
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === `/v1/responses/resp-${first!.id}`)).toBe(true));
  });
});
