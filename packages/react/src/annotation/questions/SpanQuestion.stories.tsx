import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect } from 'storybook/test';
import { LONG_TEXT, inRightToLeft, inShadowRoot, inTheme, manyOptions, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { entitiesQuestion, makeQuestion } from '../../testing/questionFixtures';
import { QuestionPlayground } from '../testing/QuestionPlayground';

const TEXT = 'The Port Alder city council voted on Tuesday.';

const entities = entitiesQuestion();

const meta = {
  title: 'Annotation/Questions/Span',
  component: QuestionPlayground,
  decorators: [withAnnotationStyles],
  args: {
    question: entities,
    spanText: TEXT,
    value: [{ label: 'ORG', start: 4, end: 27 }],
    onChange: action('change'),
    onAnswered: action('answered'),
  },
} satisfies Meta<typeof QuestionPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

// Without the CSS Custom Highlight API (jsdom, older browsers) the question warns instead of painting spans.
// The span editor loads on demand, so each check waits for it (`findBy…`) instead of relying on an earlier story
// having loaded it.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect((await canvas.findByRole('textbox', { name: 'Entities' })).textContent).toBe(TEXT);
    expect(canvas.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Organization', 'Date']);
  },
};

export const FortyFiveLabels: Story = {
  args: {
    question: makeQuestion({
      name: 'labels',
      title: 'Labels',
      settings: { type: 'span', field: 'article', options: manyOptions(45), visible_options: null, allow_overlapping: true },
    }),
    value: [],
    spanText: LONG_TEXT,
  },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findAllByRole('radio')).toHaveLength(45);
  },
};

/** In the form, a span question points to its field, where the record card shows it. */
export const InTheForm: Story = {
  args: { spanText: undefined },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText(/article/)).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
