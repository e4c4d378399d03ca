import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createHubDatasetClient, type HubDatasetClient } from '@marginalia/core';
import { HubImport } from '../home/HubImport';
import { createFakeApi, ok, type FakeCall } from '../testing/createFakeApi';
import { createFakeHub } from '../testing/fakeHub';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { wireWorkspace } from '../testing/wireFixtures';
import { DatasetCreation } from './DatasetCreation';

const WS = '4e70e21a-7533-41e9-8a25-11d6ee3091be';
const DATASET = { id: 'd1', name: 'imdb' };

function renderCreation(
  repoId: string,
  { workspaces = [wireWorkspace(WS, 'demo')], lng = 'en', records = 10 } = {},
) {
  const api = createFakeApi({
    'GET /v1/me/workspaces': ok({ items: workspaces }),
    'POST /v1/datasets': { status: 201, body: DATASET },
    'POST /v1/datasets/:id/fields': { status: 201, body: {} },
    'POST /v1/datasets/:id/questions': { status: 201, body: {} },
    'PUT /v1/datasets/:id/publish': ok(DATASET),
    'POST /v1/datasets/:id/import': { status: 202, body: { id: 'job1', status: 'queued' } },
    'GET /v1/datasets/:id/progress': ok({ total: records, completed: 0, pending: records, users: [] }),
    'GET /v1/jobs/:id': ok({ id: 'job1', status: 'started' }),
  });
  const { hub } = createFakeHub();
  const onCreated = vi.fn();
  const rendered = renderWithMarginalia(<DatasetCreation repoId={repoId} hub={hub} onCreated={onCreated} />, {
    fetch: api.fetch,
    lng,
  });
  return { ...rendered, api, onCreated };
}

const posts = (calls: FakeCall[], suffix: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(suffix));

// Several user steps per test: a loaded shared machine needs more than the default 5 s.
describe('DatasetCreation', { timeout: 20_000 }, () => {
  it("shows the 404 page 'Cannot fetch the dataset' for a repository the hub cannot read", async () => {
    renderCreation('nobody/nothing');
    expect(await screen.findByText('Cannot fetch the dataset')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('previews the first record with the mapped fields and the inferred question', async () => {
    renderCreation('stanfordnlp/imdb');
    expect(await screen.findByText('Preview')).toBeTruthy();
    expect(await screen.findByText('A film of rare grace.')).toBeTruthy();
    const questions = screen.getByRole('region', { name: 'Questions preview' });
    expect(within(questions).getByText('label')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'label' });
    expect((within(card).getByRole('combobox', { name: 'map to a column' }) as HTMLSelectElement).value).toBe(
      'label',
    );
    expect((within(card).getByRole('checkbox', { name: 'Required' }) as HTMLInputElement).checked).toBe(true);
    // Mapped to a column: no type editor.
    expect(within(card).queryByRole('textbox', { name: 'Labels (separated by commas)' })).toBeNull();
  });

  it("lays out the panels at the spec's defaults and embeds the hub's viewer on the chosen split", async () => {
    const user = userEvent.setup();
    renderCreation('stanfordnlp/imdb');
    await screen.findByText('A film of rare grace.');
    const size = (name: string) => screen.getByRole('separator', { name }).getAttribute('aria-valuenow');
    expect(size('Resize the preview and the configuration')).toBe('34');
    expect(size('Resize the first record and the questions preview')).toBe('64');
    expect(size('Resize the dataset viewer and the configuration')).toBe('36');
    const viewer = await screen.findByTitle('Dataset preview on the Hub');
    expect(viewer.getAttribute('src')).toBe(
      'http://hub.test/datasets/stanfordnlp/imdb/embed/viewer/plain_text/train',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Split' }), 'test');
    expect(viewer.getAttribute('src')).toBe(
      'http://hub.test/datasets/stanfordnlp/imdb/embed/viewer/plain_text/test',
    );
  });

  it('shows the label editor’s messages only after the first blur, then on each edit', async () => {
    const user = userEvent.setup();
    renderCreation('HuggingFaceH4/no_robots');
    await screen.findByRole('region', { name: 'Configuration' });
    // No class-label column: the questions preview says where questions will show.
    const preview = screen.getByRole('region', { name: 'Questions preview' });
    expect(within(preview).getByText('The questions you add show here.')).toBeTruthy();
    const chat = screen.getByRole('combobox', { name: 'Type of messages' }) as HTMLSelectElement;
    expect(chat.value).toBe('chat');
    const add = screen.getByRole('combobox', { name: 'Add a question' });

    await user.selectOptions(add, 'label_selection');
    const labels = screen.getByRole('textbox', { name: 'Labels (separated by commas)' });
    expect((labels as HTMLInputElement).value).toBe('positive, negative, neutral');
    await user.clear(labels);
    await user.type(labels, 'only');
    expect(screen.queryByText('At least two options are required')).toBeNull();
    await user.tab();
    expect(screen.getByText('At least two options are required')).toBeTruthy();
    await user.type(labels, ', ,x');
    expect(screen.getByText('Empty options are not allowed')).toBeTruthy();
    await user.clear(labels);
    await user.type(labels, 'yes, no');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clamps the rating editor to 1–10 and needs two values, which only a cleared input lacks', async () => {
    const user = userEvent.setup();
    renderCreation('HuggingFaceH4/no_robots');
    const add = await screen.findByRole('combobox', { name: 'Add a question' });
    await user.selectOptions(add, 'rating');
    const rating = screen.getByRole('spinbutton', { name: 'Highest rating (1–10)' }) as HTMLInputElement;
    const card = screen.getByRole('article', { name: 'rating_1' });
    expect(rating.value).toBe('10');
    await user.clear(rating);
    await user.tab();
    expect(within(card).getByText('At least two options are required')).toBeTruthy();
    expect(rating.value).toBe('');
    await user.type(rating, '1');
    expect(within(card).queryByText('At least two options are required')).toBeNull();
    await user.clear(rating);
    await user.type(rating, '42');
    await user.tab();
    expect(rating.value).toBe('10');
    await user.clear(rating);
    await user.type(rating, '0');
    await user.tab();
    expect(rating.value).toBe('1');
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('needs a span question to apply to a text field', async () => {
    const user = userEvent.setup();
    renderCreation('HuggingFaceH4/no_robots');
    const add = await screen.findByRole('combobox', { name: 'Add a question' });
    await user.selectOptions(add, 'span');
    const spanCard = screen.getByRole('article', { name: 'span_1' });
    const field = within(spanCard).getByRole('combobox', { name: 'apply to a field' });
    await user.selectOptions(field, '');
    await user.tab();
    expect(within(spanCard).getByText('One text field is required')).toBeTruthy();
  });

  it("adds ranking options named 'option N' and removes them only from 3 on", async () => {
    const user = userEvent.setup();
    renderCreation('HuggingFaceH4/no_robots');
    const add = await screen.findByRole('combobox', { name: 'Add a question' });
    await user.selectOptions(add, 'ranking');
    const rankingCard = screen.getByRole('article', { name: 'ranking_1' });
    expect(within(rankingCard).queryByRole('button', { name: /Remove Option/ })).toBeNull();
    await user.click(within(rankingCard).getByRole('button', { name: 'Add an option' }));
    expect((within(rankingCard).getByRole('textbox', { name: 'Option 3' }) as HTMLInputElement).value).toBe(
      'option 3',
    );
    expect(within(rankingCard).getAllByRole('button', { name: /^Remove [Oo]ption/ })).toHaveLength(3);
  });

  it('creates: the dialog preselects the first workspace, shows only the first message and gates the button', async () => {
    const user = userEvent.setup();
    const { api, onCreated } = renderCreation('HuggingFaceH4/no_robots');
    await screen.findByRole('region', { name: 'Configuration' });
    await user.click(screen.getByRole('button', { name: 'Create dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create the dataset' });
    expect(
      ((await within(dialog).findByRole('combobox', { name: 'Workspace' })) as HTMLSelectElement).value,
    ).toBe(WS);
    expect((within(dialog).getByRole('textbox', { name: 'Dataset name' }) as HTMLInputElement).value).toBe(
      'no_robots',
    );
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['At least one question is required.']);
    const create = within(dialog).getByRole('button', { name: 'Create dataset' });
    expect(create).toHaveProperty('disabled', true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a question' }), 'text');
    expect(create).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('checkbox', { name: 'Required' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('At least one required question is needed.');
    await user.click(screen.getByRole('checkbox', { name: 'Required' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Dataset name' }));
    expect(create).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Dataset name' }), 'robots');
    await user.click(create);
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('d1'));
    expect(posts(api.calls, '/v1/datasets')[0]?.body).toMatchObject({
      name: 'robots',
      workspace_id: WS,
      metadata: { repoId: 'HuggingFaceH4/no_robots', imported: 'UI' },
    });
    expect(posts(api.calls, '/import')[0]?.body).toMatchObject({
      name: 'HuggingFaceH4/no_robots',
      subset: 'default',
      split: 'train',
    });
  });

  it("says 'no workspaces' when there is none", async () => {
    const user = userEvent.setup();
    renderCreation('stanfordnlp/imdb', { workspaces: [] });
    await user.click(await screen.findByRole('button', { name: 'Create dataset' }));
    expect(await screen.findByText('There are no workspaces yet: ask an owner to create one.')).toBeTruthy();
  });

  it('offers a subset selector only when there is more than one subset', async () => {
    const user = userEvent.setup();
    renderCreation('acme/two-subsets');
    const subset = (await screen.findByRole('combobox', { name: 'Subset' })) as HTMLSelectElement;
    expect(subset.value).toBe('first');
    await user.selectOptions(subset, 'second');
    expect((screen.getByRole('combobox', { name: 'Type of image' }) as HTMLSelectElement).value).toBe(
      'image',
    );
  });

  it.each([
    [
      'en',
      'Type of messages',
      ['Text', 'Image', 'Chat', 'No mapping'],
      'Add a question',
      'Multi-label',
      'Rating',
    ],
    [
      'de',
      'Typ von messages',
      ['Text', 'Bild', 'Chat', 'Keine Zuordnung'],
      'Frage hinzufügen',
      'Mehrfach-Label',
      'Bewertung',
    ],
    [
      'es',
      'Tipo de messages',
      ['Texto', 'Imagen', 'Chat', 'Sin asignación'],
      'Añadir una pregunta',
      'Multietiqueta',
      'Valoración',
    ],
  ])(
    'names the field and question types in its selects and the questions preview (%s)',
    async (lng, fieldLabel, fieldTypes, addLabel, multiLabel, rating) => {
      const user = userEvent.setup();
      renderCreation('HuggingFaceH4/no_robots', { lng });
      const field = await screen.findByRole('combobox', { name: fieldLabel });
      expect(
        within(field)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(fieldTypes);
      const add = screen.getByRole('combobox', { name: addLabel });
      expect(within(add).getByRole('option', { name: multiLabel })).toBeTruthy();
      await user.selectOptions(add, 'rating');
      expect(screen.getByText(`(${rating})`, { exact: false })).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/label_selection|\(rating\)/);
    },
  );

  it('stops following the import when it goes: no timer left, no answer, nothing deleted', async () => {
    const user = userEvent.setup();
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    const { api, onCreated, unmount } = renderCreation('stanfordnlp/imdb', { records: 0 });
    await user.click(await screen.findByRole('button', { name: 'Create dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create the dataset' });
    await within(dialog).findByRole('option', { name: 'demo' });
    await user.click(within(dialog).getByRole('button', { name: 'Create dataset' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/v1/jobs/job1'))).toBe(true));
    const polls = setInterval.mock.calls.flatMap(([, ms], i) =>
      ms === 3000 ? [setInterval.mock.results[i]?.value] : [],
    );
    expect(polls).toHaveLength(1);
    unmount();
    expect(clearInterval.mock.calls.map(([handle]) => handle)).toContain(polls[0]);
    expect(onCreated).not.toHaveBeenCalled();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    setInterval.mockRestore();
    clearInterval.mockRestore();
  });

  it("starts from the draft the import form read: the hub's info is read once from home to preview", async () => {
    const user = userEvent.setup();
    const fake = createFakeHub();
    const infoReads: string[] = [];
    const hub = createHubDatasetClient({
      urls: { hubUrl: 'http://hub.test', datasetsServerUrl: 'http://hub.test' },
      fetch: async (input, init) => {
        const url = new URL(String(input));
        if (url.pathname === '/info') infoReads.push(url.searchParams.get('dataset') ?? '');
        return fake.fetch(input, init);
      },
    });
    function HomeThenPreview({ hub: client }: { hub: HubDatasetClient }) {
      const [repoId, setRepoId] = useState<string | null>(null);
      return repoId === null ? (
        <HubImport hub={client} onImport={setRepoId} />
      ) : (
        <DatasetCreation repoId={repoId} hub={client} />
      );
    }
    renderWithMarginalia(<HomeThenPreview hub={hub} />, { fetch: createFakeApi({}).fetch });
    await user.type(screen.getByRole('textbox', { name: 'Repository id' }), 'stanfordnlp/imdb');
    await user.click(screen.getByRole('button', { name: 'Import dataset' }));
    expect(await screen.findByText('A film of rare grace.')).toBeTruthy();
    expect(infoReads).toEqual(['stanfordnlp/imdb']);
  });
});
