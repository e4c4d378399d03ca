import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { makeQuestion, makeSuggestion } from '../../testing/questionFixtures';
import { QuestionPlayground } from '../testing/QuestionPlayground';

const rating = (from: number, to: number) =>
  makeQuestion({
    name: 'quality',
    title: 'Quality',
    required: true,
    settings: { type: 'rating', options: Array.from({ length: to - from + 1 }, (_, index) => ({ value: from + index })) },
  });

const meta = {
  title: 'Annotation/Questions/Rating',
  component: QuestionPlayground,
  decorators: [withAnnotationStyles],
  args: { question: rating(1, 5), onChange: action('change'), onAnswered: action('answered') },
} satisfies Meta<typeof QuestionPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(canvas.getByRole('radio', { name: '4' }));
    expect(canvas.getByRole('radio', { name: '4' })).toHaveProperty('checked', true);
  },
};

/** The widest scale the contract allows: 0 to 10. */
export const ElevenValues: Story = {
  args: { question: rating(0, 10), suggestion: makeSuggestion(rating(0, 10), 7, 0.64) },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getAllByRole('radio')).toHaveLength(11);
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
