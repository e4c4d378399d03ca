import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, within } from 'storybook/test';
import { LONG_TEXT, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { answerRankingQuestion, makeQuestion } from '../../testing/questionFixtures';
import { QuestionPlayground } from '../testing/QuestionPlayground';

const ranking = answerRankingQuestion;

const meta = {
  title: 'Annotation/Questions/Ranking',
  component: QuestionPlayground,
  decorators: [withAnnotationStyles],
  args: { question: ranking, onChange: action('change'), onAnswered: action('answered') },
} satisfies Meta<typeof QuestionPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unranked: Story = {
  play: async ({ canvasElement }) => {
    const pool = storyCanvas(canvasElement).getByRole('group', { name: 'Not ranked yet' });
    expect(within(pool).getAllByRole('button').map((item) => item.textContent)).toEqual(['Answer A', 'Answer B', 'Answer C']);
  },
};

export const PartlyRanked: Story = {
  args: { value: [{ value: 'answer_b', rank: 1 }] },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(within(canvas.getByRole('group', { name: 'Rank 1' })).getByRole('button', { name: 'Answer B' })).toBeTruthy();
    expect(within(canvas.getByRole('group', { name: 'Not ranked yet' })).getAllByRole('button')).toHaveLength(2);
  },
};

export const LongOptions: Story = {
  args: {
    question: makeQuestion({
      name: 'long_ranking',
      title: 'Rank the long answers',
      settings: { type: 'ranking', options: [{ value: 'a', text: LONG_TEXT }, { value: 'b', text: 'x'.repeat(1000) }] },
    }),
  },
  play: async ({ canvasElement }) => {
    expect(within(storyCanvas(canvasElement).getByRole('group', { name: 'Not ranked yet' })).getAllByRole('button')).toHaveLength(2);
  },
};

export const Dark: Story = inTheme(PartlyRanked, 'dark');
export const HighContrast: Story = inTheme(PartlyRanked, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(PartlyRanked);
export const InShadowRoot: Story = inShadowRoot(PartlyRanked);
