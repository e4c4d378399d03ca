import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDatasetSettingsSession, createMarginalia, createMemoryStorage } from '@marginalia/core';
import { useNavigation } from '../provider/MarginaliaProvider';
import { createFakeApi, ok } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { renderDatasetSettings as renderSettings } from '../testing/renderDatasetSettings';
import {
  SETTINGS_ADMIN,
  SETTINGS_ANNOTATOR,
  SETTINGS_DATASET_ID,
  settingsRoutes,
} from '../testing/settingsFixtures';
import { DatasetSettings } from './DatasetSettings';
import { SettingsNavigationGuard } from './SettingsNavigationGuard';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

// Typing with userEvent takes 1–5 s a test on a quiet machine and ran past the 5 s default on a loaded one.
describe('DatasetSettings', { timeout: 20_000 }, () => {
  it('shows every tab to an administrator, metadata and vector only when the dataset has them', async () => {
    await renderSettings();
    expect(screen.getByRole('tablist', { name: 'Settings sections' })).toBeTruthy();
    expect(tabNames()).toEqual(['General', 'Fields', 'Questions', 'Metadata', 'Vectors', 'Danger zone']);
  });

  it('leaves out the metadata and vector tabs of a dataset without them', async () => {
    await renderSettings(SETTINGS_ADMIN, { metadata: false, vectors: false });
    expect(tabNames()).toEqual(['General', 'Fields', 'Questions', 'Danger zone']);
  });

  it("saves the guidelines with 'Saving...' then 'Saved', and previews the markdown", async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    const guidelines = screen.getByRole('textbox', { name: 'Annotation guidelines' });
    await user.clear(guidelines);
    await user.type(guidelines, '  Be kind  ');
    expect(screen.getByRole('tab', { name: /General.*modified/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Preview' }));
    expect(await screen.findByText('Be kind')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Annotation guidelines' });
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    expect(await within(card).findByText('Saved')).toBeTruthy();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ guidelines: 'Be kind' });
  });

  it('saves and cancels the guidelines, the distribution and the extra metadata each in its own card', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    const card = (name: string) => screen.getByRole('region', { name });
    const guidelines = within(card('Annotation guidelines')).getByRole('textbox', {
      name: 'Annotation guidelines',
    });
    await user.type(guidelines, ' Twice.');
    const minimum = within(card('Task distribution')).getByRole('spinbutton', {
      name: 'Minimum submitted responses per record',
    });
    await user.clear(minimum);
    await user.type(minimum, '2');
    await user.click(within(card('Extra metadata')).getByRole('checkbox'));

    await user.click(within(card('Task distribution')).getByRole('button', { name: 'Update' }));
    expect(await within(card('Task distribution')).findByText('Saved')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { distribution: { strategy: 'overlap', min_submitted: 2 } },
    ]);
    // The other parts keep their edits, still unsaved.
    expect(screen.getByRole('tab', { name: /General.*modified/ })).toBeTruthy();
    await user.click(within(card('Extra metadata')).getByRole('button', { name: 'Cancel' }));
    expect(within(card('Extra metadata')).getByRole('checkbox', { checked: true })).toBeTruthy();
    expect((guidelines as HTMLTextAreaElement).value).toMatch(/ Twice\.$/);
    await user.click(within(card('Annotation guidelines')).getByRole('button', { name: 'Cancel' }));
    expect((guidelines as HTMLTextAreaElement).value).not.toMatch(/Twice/);
    expect(screen.getByRole('tab', { name: 'General' })).toBeTruthy();
  });

  it("says 'This field is required.' for empty guidelines and keeps Update disabled", async () => {
    const user = userEvent.setup();
    await renderSettings();
    await user.clear(screen.getByRole('textbox', { name: 'Annotation guidelines' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Annotation guidelines' });
    expect(within(card).getByRole('button', { name: 'Update' }).getAttribute('aria-disabled')).toBe('true');
  });

  it("says 'This must be less than 10000.' for guidelines past the server's limit, and sends nothing", async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    const card = screen.getByRole('region', { name: 'Annotation guidelines' });
    await user.click(within(card).getByRole('textbox', { name: 'Annotation guidelines' }));
    await user.paste('g'.repeat(10_001));
    expect(within(card).getByText('This must be less than 10000.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows the distribution lock before anyone tries, on a dataset with responses', async () => {
    await renderSettings(SETTINGS_ADMIN, { responded: true });
    const input = screen.getByRole('spinbutton', {
      name: 'Minimum submitted responses per record',
    }) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(
      screen.getByText("Distribution settings can't be modified for a dataset containing user responses"),
    ).toBeTruthy();
  });

  it("shows the server's message when it refuses a save, and keeps the edit", async () => {
    const user = userEvent.setup();
    await renderSettings(
      SETTINGS_ADMIN,
      {},
      { 'PATCH /v1/questions/q1': { status: 422, body: { detail: 'Question title is too odd' } } },
    );
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const card = screen.getByRole('region', { name: 'Sentiment' });
    const title = within(card).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Mood');
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Question title is too odd');
    expect((title as HTMLInputElement).value).toBe('Mood');
  });

  it('keeps ranking options read-only and lets label options be renamed', async () => {
    const user = userEvent.setup();
    await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    // The option list loads on demand.
    expect(
      await within(screen.getByRole('region', { name: 'Sentiment' })).findByRole('textbox', {
        name: 'Label of negative',
      }),
    ).toBeTruthy();
    const ranking = screen.getByRole('region', { name: 'Ranking' });
    expect(
      within(ranking).getByText('These options cannot change once the dataset is published.'),
    ).toBeTruthy();
    expect(within(ranking).queryByRole('textbox', { name: /Label of/ })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Sentiment' })).getByRole('slider', {
        name: 'Visible options',
      }),
    ).toBeTruthy();
  });

  it("says 'Empty options are not allowed' under an option whose label is cleared, and keeps Update disabled", async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const card = screen.getByRole('region', { name: 'Sentiment' });
    await user.clear(await within(card).findByRole('textbox', { name: 'Label of negative' }));
    expect(within(card).getByText('Empty options are not allowed')).toBeTruthy();
    const update = within(card).getByRole('button', { name: 'Update' });
    expect(update.getAttribute('aria-disabled')).toBe('true');
    // Off but still focusable: pressing it sends nothing.
    await user.click(update);
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it.each([
    ['Questions', 'Sentiment', 201, 'This must be less than 200.', 'Question is not valid for update'],
    ['Fields', 'Review', 501, 'This must be less than 500.', 'Field is not valid for update'],
    ['Metadata', 'Source', 501, 'This must be less than 500.', 'Metadata is not valid for update'],
    ['Vectors', 'Embedding', 501, 'This must be less than 500.', 'Vector is not valid for update'],
  ])(
    '%s: the title of %s at %i characters says the limit, and Update says the item is not valid',
    async (tab, card, length, limitMessage, invalidMessage) => {
      const user = userEvent.setup();
      const { api } = await renderSettings();
      await user.click(screen.getByRole('tab', { name: tab }));
      const region = screen.getByRole('region', { name: card });
      const title = within(region).getByRole('textbox', { name: 'Title' });
      await user.clear(title);
      await user.click(title);
      await user.paste('x'.repeat(length));
      expect(within(region).getByText(limitMessage)).toBeTruthy();
      await user.click(within(region).getByRole('button', { name: 'Update' }));
      expect(within(region).getByRole('alert').textContent).toBe(invalidMessage);
      expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
      // The edit stays.
      expect((title as HTMLInputElement).value).toHaveLength(length);
    },
  );

  it('shows the range of a numeric metadata property', async () => {
    const user = userEvent.setup();
    await renderSettings(
      SETTINGS_ADMIN,
      {},
      {
        [`GET /v1/me/datasets/${SETTINGS_DATASET_ID}/metadata-properties`]: ok({
          items: [
            {
              id: 'm2',
              name: 'stars',
              title: 'Stars',
              settings: { type: 'integer', min: null, max: null },
              visible_for_annotators: true,
              dataset_id: SETTINGS_DATASET_ID,
              inserted_at: '2024-05-01T10:22:33',
              updated_at: '2024-05-01T10:22:33',
            },
          ],
        }),
        'GET /v1/metadata-properties/m2/metrics': ok({ type: 'integer', min: 1, max: 5 }),
      },
    );
    await user.click(screen.getByRole('tab', { name: 'Metadata' }));
    expect(
      await within(screen.getByRole('region', { name: 'Stars' })).findByText('From 1 to 5'),
    ).toBeTruthy();
  });

  it('asks the browser to confirm a reload or tab close only while something is unsaved', async () => {
    const user = userEvent.setup();
    await renderSettings();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Annotation guidelines' }), ' Be brief.');
    expect(unload()).toBe(true);
    const card = screen.getByRole('region', { name: 'Annotation guidelines' });
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(unload()).toBe(false);
  });

  it('previews a field on a real record and shows the metadata metrics and vector dimensions', async () => {
    const user = userEvent.setup();
    await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Fields' }));
    expect(await screen.findByText('A *slow* but moving film.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Metadata' }));
    expect(screen.getByText('imdb: 2')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Vectors' }));
    expect(screen.getByText('Dimensions: 384')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    await renderSettings();
    screen.getByRole('tab', { name: 'General' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Fields');
    expect(screen.getByRole('tab', { name: 'Fields' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Danger zone');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('General');
  });

  it("warns 'You didn't submit your changes' on leaving; closing opens the first tab with changes", async () => {
    const user = userEvent.setup();
    const { navigation } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Vectors' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' v2');
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    await user.type(
      within(screen.getByRole('region', { name: 'Sentiment' })).getByRole('textbox', { name: 'Title' }),
      '!',
    );
    await user.click(screen.getByRole('tab', { name: 'Danger zone' }));
    await user.click(screen.getByRole('button', { name: 'Back to dataset' }));
    expect(screen.getByRole('alert').textContent).toContain("You didn't submit your changes");
    expect(navigation.navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stay and review the changes' }));
    expect(screen.getByRole('tab', { name: /Questions/ }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Questions/ }));
    await user.click(screen.getByRole('button', { name: 'Back to dataset' }));
    await user.click(screen.getByRole('button', { name: 'Ignore and continue' }));
    expect(navigation.navigate).toHaveBeenCalledWith(`/dataset/${SETTINGS_DATASET_ID}/annotation-mode`);
  });

  it('deletes the dataset once its name is typed, then goes home', async () => {
    const user = userEvent.setup();
    const { navigation, api } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Danger zone' }));
    const remove = screen.getByRole('button', { name: 'Delete dataset' }) as HTMLButtonElement;
    const input = screen.getByRole('textbox', { name: 'Type movie-reviews to confirm' });
    await user.type(input, 'movie-review');
    expect(remove.disabled).toBe(true);
    await user.type(input, 's');
    expect(remove.disabled).toBe(false);
    await user.click(remove);
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/'));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('gives annotators the read-only info view with the guidelines', async () => {
    const { api } = await renderSettings(SETTINGS_ANNOTATOR);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('1 submitted response needed per record')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Read first' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.calls.filter((call) => call.path.includes('/fields'))).toHaveLength(0);
  });

  it("tells annotators when there are no guidelines ('noAnnotationGuidelines')", async () => {
    await renderSettings(SETTINGS_ANNOTATOR, { guidelines: null });
    expect(screen.getByText('This dataset has no annotation guidelines yet.')).toBeTruthy();
  });
});

describe('SettingsNavigationGuard', () => {
  it('asks before any navigation inside it while something is unsaved', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /v1/me': ok(SETTINGS_ADMIN), ...settingsRoutes() });
    const sdk = createMarginalia({
      fetch: api.fetch,
      storage: createMemoryStorage({ 'auth.token': 'token' }),
    });
    await sdk.session.getState().restore();
    const session = createDatasetSettingsSession(sdk, SETTINGS_DATASET_ID);
    await session.store.getState().load();
    function Home() {
      const navigation = useNavigation();
      return (
        <button type="button" onClick={() => navigation.navigate('/')}>
          Home
        </button>
      );
    }
    const { navigation } = renderWithMarginalia(
      <SettingsNavigationGuard store={session.store}>
        <Home />
        <DatasetSettings datasetId={SETTINGS_DATASET_ID} session={session} />
      </SettingsNavigationGuard>,
      { fetch: api.fetch, sdk },
    );
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/', undefined);
    await user.type(screen.getByRole('textbox', { name: 'Annotation guidelines' }), '!');
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(navigation.navigate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Ignore and continue' }));
    expect(navigation.navigate).toHaveBeenCalledTimes(2);
  });
});
