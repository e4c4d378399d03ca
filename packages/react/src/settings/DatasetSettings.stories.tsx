import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import type { SettingsTab } from '@marginalia/core';
import {
  failingServer,
  inShadowRoot,
  inTheme,
  pendingServer,
  signedInAs,
  storyCanvas,
} from '../testing/stories';
import { ok } from '../testing/createFakeApi';
import {
  SETTINGS_ADMIN,
  SETTINGS_ANNOTATOR,
  SETTINGS_DATASET_ID,
  modelSuggestionRoutes,
  reviewersRoutes,
  settingsRoutes,
  type SettingsServerOptions,
} from '../testing/settingsFixtures';
import { DatasetSettings } from './DatasetSettings';

const admin = (options: SettingsServerOptions = {}) => signedInAs(SETTINGS_ADMIN, settingsRoutes(options));
const onTab = (tab: SettingsTab) => ({
  datasetId: SETTINGS_DATASET_ID,
  tabUrl: { read: () => tab, write: () => {} },
});

const meta = {
  title: 'Settings/DatasetSettings',
  component: DatasetSettings,
  args: { datasetId: SETTINGS_DATASET_ID },
  parameters: admin(),
} satisfies Meta<typeof DatasetSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and workspace, then the guidelines, the distribution and the extra metadata, each with its own Update. */
export const General: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('textbox', { name: 'Annotation guidelines' })).toBeTruthy();
    expect(canvas.getByText('film-team')).toBeTruthy();
    for (const part of ['Annotation guidelines', 'Task distribution', 'Extra metadata'])
      expect(
        within(canvas.getByRole('region', { name: part })).getByRole('button', { name: 'Update' }),
      ).toBeTruthy();
  },
};

export const GuidelinesPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Preview' }));
    expect(await canvas.findByRole('heading', { name: 'Read first' })).toBeTruthy();
  },
};

/** The dataset has responses: the distribution is locked, and the page says so before anyone tries. */
export const DistributionLocked: Story = {
  parameters: admin({ responded: true }),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(
      await canvas.findByText(
        "Distribution settings can't be modified for a dataset containing user responses",
      ),
    ).toBeTruthy();
    expect((canvas.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
  },
};

export const Fields: Story = {
  args: onTab('fields'),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByText('A *slow* but moving film.')).toBeTruthy();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Render as markdown' }));
    expect(await canvas.findByText('slow')).toBeTruthy();
  },
};

export const Questions: Story = {
  args: onTab('questions'),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('region', { name: 'Sentiment' })).toBeTruthy();
    expect(
      within(canvas.getByRole('region', { name: 'Topics' })).getByText('Type: Multi-label'),
    ).toBeTruthy();
    expect(canvas.getByRole('checkbox', { name: 'Allow overlapping spans' })).toBeTruthy();
    expect(await canvas.findByText('These options cannot change once the dataset is published.')).toBeTruthy();
  },
};

/** Each question's type by its German name ('Mehrfach-Label', not 'multi_label_selection'). */
export const QuestionsInGerman: Story = {
  args: onTab('questions'),
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Topics' });
    expect(within(card).getByText('Typ: Mehrfach-Label')).toBeTruthy();
    expect(within(canvas.getByRole('region', { name: 'Ranking' })).getByText('Typ: Rangfolge')).toBeTruthy();
  },
};

/** Options moved with Move up: the new order is a modification, announced, and Update saves it. */
export const QuestionOptionsReordered: Story = {
  args: onTab('questions'),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Sentiment' });
    await userEvent.click(within(card).getByRole('button', { name: 'Move Mixed up' }));
    const labels = within(card)
      .getAllByRole('textbox', { name: /Label of/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(labels).toEqual(['Positive', 'Negative', 'Mixed', 'Neutral']);
    expect(card.textContent).toContain('Mixed is now option 3 of 4');
    expect(within(card).getByRole('button', { name: 'Update' }).getAttribute('aria-disabled')).toBe('false');
  },
};

/** A multi-label question's suggestion-first switch, turned on. */
export const SuggestionFirst: Story = {
  args: onTab('questions'),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Topics' });
    const toggle = within(card).getByRole('switch', { name: 'Suggestions first' }) as HTMLInputElement;
    await userEvent.click(toggle);
    expect(toggle.checked).toBe(true);
  },
};

/** An invalid title: the message shows and Update stays disabled. */
export const QuestionInvalid: Story = {
  args: onTab('questions'),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Sentiment' });
    await userEvent.clear(within(card).getByRole('textbox', { name: 'Title' }));
    expect(within(card).getByText('This field is required.')).toBeTruthy();
  },
};

/** A description of two lines: Enter starts the second in the text area, and the card counts as modified. */
export const QuestionDescriptionLines: Story = {
  args: onTab('questions'),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Sentiment' });
    const description = within(card).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    await userEvent.type(description, '{Enter}Sarcasm counts as negative.');
    expect(description.value).toBe('How does it feel?\nSarcasm counts as negative.');
    expect(within(card).getByRole('button', { name: 'Update' }).getAttribute('aria-disabled')).toBe('false');
  },
};

/** The server refuses the save: its message shows and the edit stays. */
export const SaveRefused: Story = {
  args: onTab('vector'),
  parameters: signedInAs(SETTINGS_ADMIN, {
    ...settingsRoutes(),
    'PATCH /v1/vectors-settings/v1': { status: 422, body: { detail: 'Vector settings title refused' } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), ' v2');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    expect((await canvas.findByRole('alert')).textContent).toBe('Vector settings title refused');
  },
};

export const Metadata: Story = {
  args: onTab('metadata'),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByText('letterboxd: 1')).toBeTruthy();
    expect(canvas.getByRole('checkbox', { name: 'Visible for annotators' })).toBeTruthy();
  },
};

export const Vector: Story = {
  args: onTab('vector'),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('Dimensions: 384')).toBeTruthy();
  },
};

export const DangerZone: Story = {
  args: onTab('danger-zone'),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Type movie-reviews to confirm' }),
      'movie-reviews',
    );
    expect((canvas.getByRole('button', { name: 'Delete dataset' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  },
};

/** Leaving with an unsaved edit raises the permanent warning. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Annotation guidelines' }), ' More.');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to dataset' }));
    expect((await canvas.findByRole('alert')).textContent).toContain("You didn't submit your changes");
    expect(canvas.getByRole('button', { name: 'Ignore and continue' })).toBeTruthy();
  },
};

export const WithoutMetadataAndVectors: Story = {
  parameters: admin({ metadata: false, vectors: false }),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole('tablist');
    expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Fields',
      'Questions',
      'Danger zone',
    ]);
  },
};

export const Annotator: Story = {
  parameters: signedInAs(SETTINGS_ANNOTATOR, settingsRoutes()),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('heading', { name: 'Dataset info' })).toBeTruthy();
    expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const AnnotatorWithoutGuidelines: Story = {
  parameters: signedInAs(SETTINGS_ANNOTATOR, settingsRoutes({ guidelines: null })),
  play: async ({ canvasElement }) => {
    expect(
      await storyCanvas(canvasElement).findByText('This dataset has no annotation guidelines yet.'),
    ).toBeTruthy();
  },
};

/** The reviewers tab (issue #28): ann reviews; bob is added, not yet saved, so the tab is marked modified. */
export const Reviewers: Story = {
  args: onTab('reviewers'),
  parameters: signedInAs(SETTINGS_ADMIN, { ...settingsRoutes(), ...reviewersRoutes() }),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Reviewers' });
    expect(within(panel).getByRole('button', { name: 'Remove ann' })).toBeTruthy();
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Workspace member' }),
      'bob (Annotator)',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Add reviewer' }));
    expect(within(panel).getByRole('button', { name: 'Remove bob' })).toBeTruthy();
    expect(canvas.getByRole('tab', { name: /Reviewers.*modified/ })).toBeTruthy();
  },
};

export const ReviewersInShadowRoot: Story = inShadowRoot(Reviewers);

export const Loading: Story = {
  parameters: {
    marginalia: { server: () => pendingServer({ 'GET /v1/me': ok(SETTINGS_ADMIN) }), signedIn: true },
  },
  play: async ({ canvasElement }) => {
    expect(
      (await storyCanvas(canvasElement).findByText('Loading the settings…')).getAttribute('aria-busy'),
    ).toBe('true');
  },
};

export const LoadFailed: Story = {
  parameters: {
    marginalia: { server: () => failingServer({ 'GET /v1/me': ok(SETTINGS_ADMIN) }), signedIn: true },
  },
  play: async ({ canvasElement }) => {
    expect(
      await storyCanvas(canvasElement).findByText(
        `Can't get dataset info for dataset_id: ${SETTINGS_DATASET_ID}`,
      ),
    ).toBeTruthy();
  },
};

export const Dark: Story = inTheme(General, 'dark');
export const HighContrast: Story = inTheme(Questions, 'high-contrast');
export const InShadowRoot: Story = inShadowRoot(Fields);

/** Model suggestions (issue 30): a configured model, a question, the first record's exact prompt, a 5-record try. */
export const ModelSuggestions: Story = {
  args: onTab('model-suggestions'),
  parameters: signedInAs(SETTINGS_ADMIN, {
    ...settingsRoutes(),
    ...reviewersRoutes(),
    ...modelSuggestionRoutes(),
  }),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Model suggestions' });
    await within(panel).findByRole('combobox', { name: 'Model' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Sentiment' }));
    expect(within(panel).getByLabelText('User').textContent).toContain('A slow but moving film.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try on 5 records' }));
    expect(await within(panel).findByText('Valid (score 0.87)')).toBeTruthy();
    expect(within(panel).getByText("'meh' is not a valid label")).toBeTruthy();
  },
};

export const ModelSuggestionsInShadowRoot: Story = inShadowRoot(ModelSuggestions);
