import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../test/createFakeApi';
import { renderWithMarginalia } from '../test/renderWithMarginalia';
import { wireDataset, wireWorkspace } from '../test/wireFixtures';
import { DatasetList } from './DatasetList';

const WS1 = '4e70e21a-7533-41e9-8a25-11d6ee3091be';
const WS2 = '9c14ca14-65bb-4c27-ba1f-cf7e4a6398e8';
const SENTIMENT = '11111111-1111-4111-8111-111111111111';
const SUMMARIES = '22222222-2222-4222-8222-222222222222';

function fakeApi(
  datasets = [
    wireDataset({
      id: SENTIMENT,
      name: 'Sentiment reviews',
      workspace_id: WS1,
      last_activity_at: '2024-05-02T08:00:00',
    }),
    wireDataset({
      id: SUMMARIES,
      name: 'Summaries',
      workspace_id: WS2,
      last_activity_at: '2024-05-03T08:00:00',
    }),
  ],
) {
  return createFakeApi({
    'GET /v1/me/datasets': ok({ items: datasets }),
    'GET /v1/me/workspaces': ok({ items: [wireWorkspace(WS1, 'argilla'), wireWorkspace(WS2, 'recognai')] }),
    [`GET /v1/datasets/${SENTIMENT}/progress`]: ok({
      total: 3,
      completed: 1,
      pending: 2,
      users: [{ username: 'ann' }],
    }),
    [`GET /v1/datasets/${SUMMARIES}/progress`]: ok({ total: 10, completed: 5, pending: 5, users: [] }),
  });
}

describe('DatasetList', () => {
  it('renders one card per dataset with its workspace, link and progress, latest activity first', async () => {
    const { navigation } = renderWithMarginalia(<DatasetList />, { fetch: fakeApi().fetch });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Summaries', 'Sentiment reviews']);
    expect(links[1]?.getAttribute('href')).toBe(`#/dataset/${SENTIMENT}/annotation-mode`);

    const card = screen.getByRole('listitem', { name: 'Sentiment reviews' });
    expect(within(card).getByText('argilla')).toBeTruthy();
    expect(await within(card).findByText('33.33% completed of 3 records')).toBeTruthy();
    const otherCard = screen.getByRole('listitem', { name: 'Summaries' });
    expect(await within(otherCard).findByText('50.00% completed of 10 records')).toBeTruthy();

    await userEvent.click(links[1]!);
    expect(navigation.navigate).toHaveBeenCalledWith(`/dataset/${SENTIMENT}/annotation-mode`);
  });

  it('shows the zeroDatasetsFound text when there are no datasets', async () => {
    renderWithMarginalia(<DatasetList />, { fetch: fakeApi([]).fetch });
    expect(await screen.findByText("You don't have any datasets yet")).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows a loading state until the datasets arrive', async () => {
    renderWithMarginalia(<DatasetList />, { fetch: fakeApi().fetch });
    expect(screen.getByRole('list', { name: 'Loading datasets' }).getAttribute('aria-busy')).toBe('true');
    await screen.findAllByRole('link');
    expect(screen.queryByRole('list', { name: 'Loading datasets' })).toBeNull();
  });

  it('filters the cards by name, case-insensitively', async () => {
    const user = userEvent.setup();
    renderWithMarginalia(<DatasetList />, { fetch: fakeApi().fetch });
    await screen.findAllByRole('link');
    await user.type(screen.getByRole('searchbox', { name: 'Search datasets' }), 'SENTI');
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sentiment reviews']),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search datasets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search datasets' }), 'nothing like it');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('No dataset matches “nothing like it”')).toBeTruthy();
  });
});
