import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createHomeFiltersStore, type WireDatasetOverview, type WireDatasetProgress } from '@marginalia/core';
import { createFakeApi, ok } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { wireDataset, wireWorkspace } from '../testing/wireFixtures';
import { DatasetList } from './DatasetList';

const WS1 = '4e70e21a-7533-41e9-8a25-11d6ee3091be';
const WS2 = '9c14ca14-65bb-4c27-ba1f-cf7e4a6398e8';
const SENTIMENT = '11111111-1111-4111-8111-111111111111';
const SUMMARIES = '22222222-2222-4222-8222-222222222222';
const ALPHA = '33333333-3333-4333-8333-333333333333';

const overview = (progress: WireDatasetProgress, pendingForMe: number): WireDatasetOverview => ({
  questions: [
    { title: 'What is the sentiment?', type: 'label_selection' },
    { title: 'Why?', type: 'text' },
  ],
  field_types: ['text', 'image'],
  pending_for_me: pendingForMe,
  progress,
});

function fakeApi(
  datasets = [
    wireDataset({ id: SENTIMENT, name: 'Sentiment reviews', workspace_id: WS1, last_activity_at: '2024-05-02T08:00:00', inserted_at: '2024-01-03T00:00:00' }),
    wireDataset({ id: SUMMARIES, name: 'Summaries', workspace_id: WS2, last_activity_at: '2024-05-03T08:00:00', inserted_at: '2024-01-01T00:00:00' }),
    wireDataset({ id: ALPHA, name: 'alpha set', workspace_id: WS1, last_activity_at: '2024-05-01T08:00:00', inserted_at: '2024-01-02T00:00:00' }),
  ],
) {
  return createFakeApi({
    'GET /v1/me/datasets': ok({ items: datasets }),
    'GET /v1/me/workspaces': ok({ items: [wireWorkspace(WS1, 'argilla'), wireWorkspace(WS2, 'recognai')] }),
    [`GET /v1/me/datasets/${SENTIMENT}/overview`]: ok(overview({ total: 3, completed: 1, pending: 2, users: [{ username: 'ann' }] }, 2)),
    [`GET /v1/me/datasets/${SUMMARIES}/overview`]: ok(overview({ total: 1200, completed: 600, pending: 600, users: [] }, 0)),
    [`GET /v1/me/datasets/:id/overview`]: ok(overview({ total: 0, completed: 0, pending: 0, users: [] }, 0)),
  });
}

const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('DatasetList', () => {
  it('renders a card per dataset, latest activity first, with its link, workspace, question, types, pending and progress', async () => {
    const { navigation } = renderWithMarginalia(<DatasetList />, { fetch: fakeApi().fetch });
    await screen.findByRole('link', { name: 'Sentiment reviews' });
    expect(cardNames()).toEqual(['Summaries', 'Sentiment reviews', 'alpha set']);

    const card = screen.getByRole('listitem', { name: 'Sentiment reviews' });
    const link = within(card).getByRole('link', { name: 'Sentiment reviews' });
    expect(link.getAttribute('href')).toBe(`#/dataset/${SENTIMENT}/annotation-mode`);
    expect(within(card).getByText('argilla')).toBeTruthy();
    expect(await within(card).findByText(/33\.33% completed/)).toBeTruthy();
    expect(within(card).getByText(/Records: 3/)).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Completed records' }).getAttribute('aria-valuenow')).toBe('33.33');
    expect(within(card).getByText('What is the sentiment?')).toBeTruthy();
    expect(within(card).getByText('+1 more')).toBeTruthy();
    const types = within(card).getByRole('list', { name: 'Field and question types' });
    expect(within(types).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Text', 'Image', 'Label', 'Text']);
    expect(within(card).getByText('2 pending for you')).toBeTruthy();
    const other = screen.getByRole('listitem', { name: 'Summaries' });
    expect(await within(other).findByText(/Records: 1,200/)).toBeTruthy();
    expect(within(other).getByText('Nothing pending for you')).toBeTruthy();

    await userEvent.click(link);
    expect(navigation.navigate).toHaveBeenCalledWith(`/dataset/${SENTIMENT}/annotation-mode`);
  });

  it('copies an absolute link from the site origin and opens the settings', async () => {
    const user = userEvent.setup();
    const { navigation } = renderWithMarginalia(<DatasetList />, { fetch: fakeApi().fetch });
    const card = await screen.findByRole('listitem', { name: 'Sentiment reviews' });
    await user.click(within(card).getByRole('button', { name: 'Copy link to Sentiment reviews' }));
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/#/dataset/${SENTIMENT}/annotation-mode`);
    expect(within(card).getByText('Copied')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Settings of Sentiment reviews' }));
    expect(navigation.navigate).toHaveBeenCalledWith(`/dataset/${SENTIMENT}/settings`);
  });

  it('shows a 5-badge skeleton until the datasets arrive', async () => {
    renderWithMarginalia(<DatasetList />, { fetch: fakeApi().fetch });
    const skeleton = screen.getByRole('list', { name: 'Loading datasets' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getAllByRole('listitem')).toHaveLength(5);
    await screen.findByRole('link', { name: 'Summaries' });
    expect(screen.queryByRole('list', { name: 'Loading datasets' })).toBeNull();
  });

  it('shows zeroDatasetsFound, and the extra content it is given, without datasets', async () => {
    renderWithMarginalia(<DatasetList emptyExtra={<p>import card</p>} />, { fetch: fakeApi([]).fetch });
    expect(await screen.findByText("You don't have any datasets yet")).toBeTruthy();
    expect(screen.getByText('import card')).toBeTruthy();
  });

  it('searches the name case-insensitively', async () => {
    const user = userEvent.setup();
    renderWithMarginalia(<DatasetList />, { fetch: fakeApi().fetch });
    await screen.findByRole('link', { name: 'Summaries' });
    const search = screen.getByRole('searchbox', { name: 'Search datasets' });
    await user.type(search, 'SENTI');
    expect(cardNames()).toEqual(['Sentiment reviews']);
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No dataset matches these filters');
  });

  it('filters by workspace, listing each with its number of datasets', async () => {
    const user = userEvent.setup();
    const filters = createHomeFiltersStore();
    renderWithMarginalia(<DatasetList filters={filters} />, { fetch: fakeApi().fetch });
    await screen.findByRole('link', { name: 'Summaries' });
    await user.click(screen.getByRole('button', { name: 'All workspaces' }));
    const argilla = screen.getByRole('checkbox', { name: /argilla/ });
    expect(argilla.closest('label')?.textContent).toBe('argilla2Datasets: 2');
    expect(screen.getByRole('checkbox', { name: /recognai/ }).closest('label')?.textContent).toContain('Datasets: 1');
    await user.click(argilla);
    expect(filters.getState().workspaces).toEqual(['argilla']);
    expect(cardNames()).toEqual(['Sentiment reviews', 'alpha set']);
    expect(screen.getByRole('button', { name: 'Workspaces (1)' })).toBeTruthy();
  });

  it('starts from the workspaces of its filters store and follows it being cleared', async () => {
    const filters = createHomeFiltersStore({ workspaces: ['recognai'] });
    renderWithMarginalia(<DatasetList filters={filters} />, { fetch: fakeApi().fetch });
    await screen.findByRole('link', { name: 'Summaries' });
    expect(cardNames()).toEqual(['Summaries']);
    act(() => filters.getState().clear());
    expect(cardNames()).toHaveLength(3);
  });

  it('sorts by name, last activity (default, descending) or creation date, both directions', async () => {
    const user = userEvent.setup();
    renderWithMarginalia(<DatasetList />, { fetch: fakeApi().fetch });
    await screen.findByRole('link', { name: 'Summaries' });
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sortBy.value).toBe('lastActivityAt');
    await user.selectOptions(sortBy, 'Name');
    expect(cardNames()).toEqual(['Summaries', 'Sentiment reviews', 'alpha set']);
    await user.click(screen.getByRole('button', { name: 'Descending order, switch to ascending' }));
    expect(cardNames()).toEqual(['alpha set', 'Sentiment reviews', 'Summaries']);
    await user.selectOptions(sortBy, 'Creation date');
    expect(cardNames()).toEqual(['Summaries', 'alpha set', 'Sentiment reviews']);
  });

  it('renders only the cards near the viewport out of 10,000 datasets', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      wireDataset({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, name: `dataset ${index}`, workspace_id: WS1 }),
    );
    renderWithMarginalia(<DatasetList />, { fetch: fakeApi(many).fetch });
    const list = await screen.findByRole('list', { name: 'Datasets (10000)' });
    // The cards themselves, not the type chips inside them.
    const cards = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(20);
    expect(cards[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(cards[0]?.getAttribute('aria-posinset')).toBe('1');
  });

  it('formats progress and dates in the interface language', async () => {
    const api = createFakeApi({
      'GET /v1/me/datasets': ok({ items: [wireDataset({ id: SENTIMENT, name: 'Rezensionen', workspace_id: WS1, last_activity_at: new Date(Date.now() - 2 * 3600_000).toISOString().replace('Z', '') })] }),
      'GET /v1/me/workspaces': ok({ items: [wireWorkspace(WS1, 'argilla')] }),
      [`GET /v1/me/datasets/${SENTIMENT}/overview`]: ok(overview({ total: 3, completed: 1, pending: 2, users: [] }, 1200)),
    });
    renderWithMarginalia(<DatasetList />, { fetch: api.fetch, lng: 'de' });
    const card = await screen.findByRole('listitem', { name: 'Rezensionen' });
    expect(within(card).getByText('Aktualisiert vor 2 Stunden')).toBeTruthy();
    await waitFor(() => expect(within(card).getByText(/33,33 % abgeschlossen/)).toBeTruthy());
    expect(within(card).getByText('1.200 offen für dich')).toBeTruthy();
  });
});
