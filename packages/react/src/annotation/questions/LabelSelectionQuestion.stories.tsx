import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, manyOptions, storyCanvas, storyRoot, withAnnotationStyles } from '../../testing/stories';
import { toQuestion } from '@marginalia/core';
import { questions } from '../../testing/annotationFixtures';
import { makeQuestion, makeSuggestion } from '../../testing/questionFixtures';
import { QuestionPlayground } from '../testing/QuestionPlayground';

const sentiment = toQuestion(questions.find((question) => question.name === 'sentiment')!);

const fortyFive = (visible: number | null) =>
  makeQuestion({ name: 'category', title: 'Category', settings: { type: 'label_selection', options: manyOptions(45), visible_options: visible } });

const meta = {
  title: 'Annotation/Questions/Label selection',
  component: QuestionPlayground,
  decorators: [withAnnotationStyles],
  args: { question: sentiment, onChange: action('change'), onAnswered: action('answered') },
} satisfies Meta<typeof QuestionPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = storyCanvas(canvasElement).getByRole('radiogroup', { name: 'Sentiment' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(3);
  },
};

export const Answered: Story = {
  args: { value: 'negative' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('radio', { name: 'Negative' })).toHaveProperty('checked', true);
  },
};

export const WithSuggestion: Story = {
  args: { suggestion: makeSuggestion(sentiment, 'positive', 0.87) },
  play: async ({ canvasElement }) => {
    const header = storyRoot(canvasElement).querySelector('.mg-question__header');
    expect(header?.textContent).toContain('✦ Suggested (score 0.9 · by gpt-4)');
  },
};

/** 45 options, all visible: a search box filters them. */
export const FortyFiveOptions: Story = {
  args: { question: fortyFive(null) },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getAllByRole('radio')).toHaveLength(45);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search options of Category' }), 'Option 4');
    // "Option 4" and "Option 40"…"Option 45".
    expect(canvas.getAllByRole('radio')).toHaveLength(7);
  },
};

/** 45 options with `visible_options: 10`: the rest behind "+35 more". */
export const FortyFiveOptionsCollapsed: Story = {
  args: { question: fortyFive(10) },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getAllByRole('radio')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: '+35 more' }));
    expect(canvas.getAllByRole('radio')).toHaveLength(45);
  },
};

export const LongOptionText: Story = {
  args: {
    question: makeQuestion({
      name: 'long',
      title: LONG_UNBROKEN,
      settings: { type: 'label_selection', options: [{ value: 'long', text: LONG_UNBROKEN }, { value: 'short', text: 'Short' }], visible_options: null },
    }),
  },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getAllByRole('radio')).toHaveLength(2);
    expect(storyCanvas(canvasElement).getAllByText(LONG_UNBROKEN)).toHaveLength(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('radio', { name: 'Positive' })).toHaveProperty('disabled', true);
  },
};

export const Spanish: Story = {
  args: { question: fortyFive(10) },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('button', { name: '+35 más' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(FortyFiveOptionsCollapsed);
export const InShadowRoot: Story = inShadowRoot(Default);
