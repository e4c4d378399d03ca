import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { LONG_TEXT, LONG_UNBROKEN, RTL_TEXT, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { makeQuestion } from '../../testing/questionFixtures';
import { QuestionPlayground } from '../testing/QuestionPlayground';

const notes = makeQuestion({ name: 'notes', title: 'Notes', required: true, settings: { type: 'text', use_markdown: true } });

const meta = {
  title: 'Annotation/Questions/Text',
  component: QuestionPlayground,
  decorators: [withAnnotationStyles],
  args: { question: notes, onChange: action('change'), onAnswered: action('answered') },
} satisfies Meta<typeof QuestionPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes' }), 'Hi');
    expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'Hi');
  },
};

/** A markdown answer shows as a preview until focused. */
export const MarkdownPreview: Story = {
  args: { value: '**Bold** answer' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('Bold').tagName).toBe('STRONG');
  },
};

export const LongContent: Story = {
  args: { value: `${LONG_UNBROKEN}\n\n${LONG_TEXT}` },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('textbox', { name: 'Notes' }).textContent).toContain(LONG_UNBROKEN);
  },
};

export const RightToLeftAnswer: Story = {
  args: { value: RTL_TEXT, question: makeQuestion({ name: 'comment', title: 'Comment', settings: { type: 'text', use_markdown: false } }) },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('textbox', { name: 'Comment' }).textContent).toContain(RTL_TEXT);
  },
};

export const Dark: Story = inTheme(MarkdownPreview, 'dark');
export const HighContrast: Story = inTheme(MarkdownPreview, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(MarkdownPreview);
export const InShadowRoot: Story = inShadowRoot(MarkdownPreview);
