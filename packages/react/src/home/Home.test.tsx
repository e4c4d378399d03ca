import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarginalia, createMemoryStorage, type UserRole } from '@marginalia/core';
import { createFakeApi, ok } from '../testing/createFakeApi';
import { createFakeHub } from '../testing/fakeHub';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { wireDataset, wireUser, wireWorkspace } from '../testing/wireFixtures';
import { Home } from './Home';

const WS = '4e70e21a-7533-41e9-8a25-11d6ee3091be';

async function renderHome(
  role: UserRole,
  datasets = [wireDataset({ id: 'd1', name: 'imdb', workspace_id: WS })],
) {
  const api = createFakeApi({
    'GET /v1/me': ok(wireUser({ role, api_key: 'my.key' })),
    'GET /v1/me/datasets': ok({ items: datasets }),
    'GET /v1/me/workspaces': ok({ items: [wireWorkspace(WS, 'demo')] }),
    'GET /v1/me/datasets/:id/overview': ok({ questions: [], field_types: [], pending_for_me: 0, progress: { total: 0, completed: 0, pending: 0, users: [] } }),
    'GET /v1/settings': ok({
      argilla: {},
      hub: { hub_url: 'http://hub.test', datasets_server_url: 'http://hub.test' },
    }),
  });
  // The hub is read from the browser, on the datasets server the settings name.
  const hub = createFakeHub();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('http://hub.test') ? hub.fetch(input, init) : api.fetch(input, init),
  );
  const sdk = createMarginalia({ fetch: api.fetch, storage: createMemoryStorage({ 'auth.token': 't' }) });
  await sdk.session.getState().restore();
  return renderWithMarginalia(<Home />, { fetch: api.fetch, sdk });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Several user steps per test: a loaded shared machine needs more than the default 5 s.
describe('Home sidebar for administrators and owners', { timeout: 20_000 }, () => {
  it('imports from the hub: the input expands into a form whose submit waits for a repository id', async () => {
    const user = userEvent.setup();
    const { navigation } = await renderHome('admin');
    await user.click(screen.getByRole('button', { name: 'Import from the Hub' }));
    const form = screen.getByRole('form', { name: 'Import from the Hub' });
    const input = within(form).getByRole('textbox', { name: 'Repository id' });
    expect(document.activeElement).toBe(input);
    const submit = within(form).getByRole('button', { name: 'Import dataset' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(input, '   ');
    expect(submit).toHaveProperty('disabled', true);
    await user.clear(input);
    await user.type(input, 'stanfordnlp/imdb');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    await vi.waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/stanfordnlp%2Fimdb'));
  });

  it("says 'Dataset not found or available on Hugging Face' for a repository the hub cannot read, and stays", async () => {
    const user = userEvent.setup();
    const { navigation } = await renderHome('owner');
    await user.click(screen.getByRole('button', { name: 'Import from the Hub' }));
    const form = screen.getByRole('form', { name: 'Import from the Hub' });
    const input = within(form).getByRole('textbox', { name: 'Repository id' });
    await user.type(input, 'nobody/nothing');
    await user.click(within(form).getByRole('button', { name: 'Import dataset' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Dataset not found or available on Hugging Face',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(navigation.navigate).not.toHaveBeenCalled();
    await user.type(input, 'x');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('hides the Python import while the hub form is expanded, and the close button folds it back', async () => {
    const user = userEvent.setup();
    await renderHome('owner');
    expect(screen.getByRole('button', { name: 'Import from Python' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import from the Hub' }));
    expect(screen.queryByRole('button', { name: 'Import from Python' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close the Hub import' }));
    expect(screen.queryByRole('form', { name: 'Import from the Hub' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import from Python' })).toBeTruthy();
  });

  it('toggles the Python dialog with an SDK snippet for this server; a click outside closes it', async () => {
    const user = userEvent.setup();
    await renderHome('admin');
    const toggle = screen.getByRole('button', { name: 'Import from Python' });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Log records with the Python SDK' });
    const code = within(dialog).getByRole('region', { name: 'Python code' }).textContent ?? '';
    expect(code).toContain(`rg.Argilla(api_url="${location.origin}", api_key="my.key")`);
    expect(code).toContain('dataset.records.log([');
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(code);
    await user.click(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(toggle);
    await user.click(screen.getByRole('heading', { name: 'Datasets' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the three example datasets with task, tags and rows in compact thousands', async () => {
    const user = userEvent.setup();
    const { navigation } = await renderHome('admin');
    const examples = screen.getByRole('region', { name: 'Example datasets' });
    const cards = within(examples).getAllByRole('button');
    expect(cards[0]).toBe(screen.getByRole('button', { name: /^Import the example stanfordnlp\/imdb/ }));
    expect(cards[1]).toBe(
      screen.getByRole('button', { name: /^Import the example databricks\/databricks-dolly-15k/ }),
    );
    expect(cards[2]).toBe(
      screen.getByRole('button', { name: /^Import the example argilla\/synthetic-text-to-image/ }),
    );
    expect(cards.map((card) => within(card).getByText(/rows$/).textContent)).toEqual([
      '100K rows',
      '15K rows',
      '350 rows',
    ]);
    expect(within(cards[0]!).getByText('Text classification')).toBeTruthy();
    expect(within(cards[0]!).getByText('Sentiment')).toBeTruthy();
    expect(within(cards[0]!).getByText('Movie reviews')).toBeTruthy();
    expect(within(cards[1]!).getByText('Question answering')).toBeTruthy();
    expect(within(cards[2]!).getByText('Text to image')).toBeTruthy();
    await user.click(cards[1]!);
    expect(navigation.navigate).toHaveBeenCalledWith('/databricks%2Fdatabricks-dolly-15k');
  });

  it('shows the import card under zeroDatasetsFound', async () => {
    await renderHome('owner', []);
    expect(await screen.findByText("You don't have any datasets yet")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bring in your first dataset' })).toBeTruthy();
  });
});

describe('Home sidebar for annotators', () => {
  it('shows the guides in new tabs and the demo link, and no import', async () => {
    await renderHome('annotator');
    const guides = screen.getByRole('region', { name: 'Guides' });
    const links = within(guides).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Annotate your dataset (opens in a new tab)',
      'Query and filter records (opens in a new tab)',
      'Try the live demo (opens in a new tab)',
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Import from the Hub' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Example datasets' })).toBeNull();
  });

  it('shows only the message on an empty home', async () => {
    await renderHome('annotator', []);
    expect(await screen.findByText("You don't have any datasets yet")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bring in your first dataset' })).toBeNull();
  });
});
