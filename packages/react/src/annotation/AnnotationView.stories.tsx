import type { Meta, StoryObj } from '@storybook/react';
import { pageAt, type WireField, type WireQuestion } from '@marginalia/core';
import { expect, within } from 'storybook/test';
import {
  LONG_TEXT,
  LONG_UNBROKEN,
  failingServer,
  inRightToLeft,
  inShadowRoot,
  inTheme,
  manyOptions,
  pendingServer,
  storyCanvas,
  type LoadedMarginalia,
  type MarginaliaStoryParameters,
} from '../testing/stories';
import { ok } from '../testing/createFakeApi';
import { DATASET_ID, fields, questions, wireRecord } from '../testing/annotationFixtures';
import { USER, numberedRecords, viewApi, type ViewApiOptions } from '../testing/annotationViewApi';
import { AnnotationView } from './AnnotationView';

const signedIn = (options: ViewApiOptions = {}): { marginalia: MarginaliaStoryParameters } => ({
  marginalia: { server: () => viewApi(options), signedIn: true },
});

const [sentiment, , rating, comment] = questions as [WireQuestion, WireQuestion, WireQuestion, WireQuestion];
const wireField = (name: string, title: string, settings: WireField['settings']): WireField => ({ ...fields[0]!, id: `f-${name}`, name, title, settings });
const wireQuestion = (name: string, title: string, settings: WireQuestion['settings']): WireQuestion => ({ ...sentiment, id: `q-${name}`, name, title, required: false, settings });

const meta = {
  title: 'Annotation/AnnotationView',
  component: AnnotationView,
  args: { datasetId: DATASET_ID },
  parameters: signedIn(),
} satisfies Meta<typeof AnnotationView>;

export default meta;
type Story = StoryObj<typeof meta>;

const findRecord = async (canvasElement: HTMLElement) => storyCanvas(canvasElement).findByRole('article', { name: 'Record' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const record = await findRecord(canvasElement);
    expect(record.textContent).toContain('Record number 1');
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('radiogroup', { name: 'Sentiment' })).toBeTruthy();
    expect(canvas.getByRole('navigation', { name: 'Records' }).textContent).toContain('1 of 3');
  },
};

/** The server never answers: the view waits with its loading state. */
export const Loading: Story = {
  parameters: { marginalia: { server: () => pendingServer({ 'GET /v1/me': ok(USER) }), signedIn: true } },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('Loading records…')).toBeTruthy();
  },
};

/** Every call but the session answers 500 with the contract's error body. */
export const ServerError: Story = {
  parameters: { marginalia: { server: () => failingServer({ 'GET /v1/me': ok(USER) }), signedIn: true } },
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('alert')).textContent).toBe(`Can't get dataset info for dataset_id: ${DATASET_ID}`);
  },
};

export const Empty: Story = {
  parameters: signedIn({ records: [] }),
  play: async ({ canvasElement }) => {
    const empty = 'This dataset has no records yet. Your administrator will add them soon, come back later';
    expect(await storyCanvas(canvasElement).findByText(empty)).toBeTruthy();
  },
};

export const LongContent: Story = {
  parameters: signedIn({ records: [wireRecord('00000000-0000-4000-8000-000000000001', `${LONG_UNBROKEN}\n\n${LONG_TEXT}`)], guidelines: LONG_TEXT }),
  play: async ({ canvasElement }) => {
    const record = await findRecord(canvasElement);
    expect(within(record).getByRole('region', { name: 'Text' }).textContent).toContain(LONG_UNBROKEN);
  },
};

export const FortyFiveOptions: Story = {
  parameters: signedIn({ questions: [wireQuestion('category', 'Category', { type: 'label_selection', options: manyOptions(45), visible_options: null })] }),
  play: async ({ canvasElement }) => {
    await findRecord(canvasElement);
    const group = storyCanvas(canvasElement).getByRole('radiogroup', { name: 'Category' });
    expect(within(group).getAllByRole('radio')).toHaveLength(45);
  },
};

const EVERY_FIELD: WireField[] = [
  wireField('text', 'Text', { type: 'text', use_markdown: false }),
  wireField('notes', 'Notes', { type: 'text', use_markdown: true }),
  wireField('chat', 'Chat', { type: 'chat', use_markdown: true }),
  wireField('results', 'Results', { type: 'table' }),
  wireField('card', 'Card', { type: 'custom', template: '<h1>{{record.fields.text}}</h1>', advanced_mode: false }),
];

export const EveryFieldType: Story = {
  parameters: signedIn({
    fields: EVERY_FIELD,
    records: [
      wireRecord('00000000-0000-4000-8000-000000000001', 'Plain text', {
        fields: {
          text: 'Plain text',
          notes: '# Markdown\n\n**bold**',
          chat: [
            { role: 'user', content: 'Hello?' },
            { role: 'assistant', content: 'Hi!' },
          ],
          results: { data: [{ a: 1 }], schema: { fields: [{ name: 'a' }] } },
          card: {},
        },
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const record = await findRecord(canvasElement);
    expect(within(record).getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.textContent?.slice(0, 10))).toHaveLength(5);
    expect(within(record).getByRole('heading', { name: 'Markdown' })).toBeTruthy();
  },
};

export const EveryQuestionType: Story = {
  parameters: signedIn({
    questions: [
      ...questions,
      wireQuestion('ranking', 'Ranking', { type: 'ranking', options: [{ value: 'a', text: 'Answer A' }, { value: 'b', text: 'Answer B' }] }),
      wireQuestion('entities', 'Entities', { type: 'span', field: 'text', options: [{ value: 'ORG', text: 'Organization' }], visible_options: null, allow_overlapping: false }),
      wireQuestion('rows', 'Rows', { type: 'table' }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await findRecord(canvasElement);
    const canvas = storyCanvas(canvasElement);
    for (const name of [sentiment.title, rating.title]) expect(canvas.getByRole('radiogroup', { name })).toBeTruthy();
    expect(canvas.getByRole('textbox', { name: comment.title })).toBeTruthy();
    expect(canvas.getByRole('group', { name: 'Ranking' })).toBeTruthy();
    // The span editor and the table are chunks of their own, loaded on demand.
    expect(await canvas.findByRole('textbox', { name: 'Entities' }, { timeout: 15_000 })).toBeTruthy();
    expect(await canvas.findByRole('button', { name: 'Add Row' }, { timeout: 15_000 })).toBeTruthy();
  },
};

/** Bulk mode over a page of pending records (the store comes from the loader, with bulk criteria). */
export const BulkMode: Story = {
  parameters: {
    marginalia: { server: () => viewApi({ records: numberedRecords(12) }), signedIn: true, annotationView: { criteria: { page: pageAt('bulk') } } },
  },
  render: (args, { loaded }) => <AnnotationView {...args} store={(loaded as { marginalia: LoadedMarginalia }).marginalia.annotationView?.store} />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Records of this page' });
    // The list is virtualised: it renders the records near the viewport, each with its checkbox.
    expect((await within(list).findAllByRole('checkbox', { name: /^Select record \d+$/ })).length).toBeGreaterThan(0);
    expect(canvas.getByRole('checkbox', { name: 'Select all records of this page' })).toBeTruthy();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await storyCanvas(canvasElement).findByRole('article');
    expect(storyCanvas(canvasElement).getByRole('button', { name: 'Absenden' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
