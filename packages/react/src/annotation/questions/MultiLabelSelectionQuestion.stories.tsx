import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, manyOptions, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { makeQuestion, makeSuggestion } from '../../testing/questionFixtures';
import { QuestionPlayground } from '../testing/QuestionPlayground';

const topics = makeQuestion({
  name: 'topics',
  title: 'Topics',
  settings: {
    type: 'multi_label_selection',
    options: ['Sports', 'Politics', 'Music', 'Art'].map((name) => ({ value: name.toLowerCase(), text: name, description: null })),
    visible_options: null,
    options_order: 'suggestion',
  },
});

const meta = {
  title: 'Annotation/Questions/Multi-label selection',
  component: QuestionPlayground,
  decorators: [withAnnotationStyles],
  args: { question: topics, onChange: action('change'), onAnswered: action('answered') },
} satisfies Meta<typeof QuestionPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Music' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sports' }));
    expect(canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);
  },
};

/** Suggested options first, highest score first (`options_order: 'suggestion'`). */
export const SuggestionsFirst: Story = {
  args: { suggestion: makeSuggestion(topics, ['politics', 'art'], [0.2, 0.9]) },
  play: async ({ canvasElement }) => {
    const labels = storyCanvas(canvasElement)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual(['Art', 'Politics', 'Sports', 'Music']);
  },
};

export const FortyFiveOptions: Story = {
  args: {
    question: makeQuestion({
      name: 'tags',
      title: 'Tags',
      settings: { type: 'multi_label_selection', options: manyOptions(45), visible_options: null, options_order: 'natural' },
    }),
    value: ['option-1', 'option-45'],
  },
  play: async ({ canvasElement }) => {
    const boxes = storyCanvas(canvasElement).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(45);
    expect(boxes.filter((box) => box.checked).map((box) => box.labels?.[0]?.textContent)).toEqual(['Option 1', 'Option 45']);
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(FortyFiveOptions);
export const InShadowRoot: Story = inShadowRoot(Default);
