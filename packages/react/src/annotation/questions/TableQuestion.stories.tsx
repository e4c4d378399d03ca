import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { makeQuestion } from '../../testing/questionFixtures';
import { QuestionPlayground } from '../testing/QuestionPlayground';

const extraction = makeQuestion({ name: 'rows', title: 'Rows', settings: { type: 'table' } });

const meta = {
  title: 'Annotation/Questions/Table',
  component: QuestionPlayground,
  decorators: [withAnnotationStyles],
  args: { question: extraction, onChange: action('change'), onAnswered: action('answered') },
} satisfies Meta<typeof QuestionPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('button', { name: 'Column menu of newColumn' }, { timeout: 15_000 })).toBeTruthy();
    expect(canvas.getByText('No data available')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Row' }));
    expect(canvas.queryByText('No data available')).toBeNull();
  },
};

export const Filled: Story = {
  args: {
    value: {
      data: [
        { drug: 'aspirin', dose: '100 mg' },
        { drug: 'ibuprofen', dose: '400 mg' },
      ],
      schema: { fields: [{ name: 'drug' }, { name: 'dose' }], primaryKey: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('button', { name: 'Column menu of dose' }, { timeout: 15_000 })).toBeTruthy();
    expect(canvas.getByRole('toolbar', { name: 'Table tools' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Filled, 'dark');
export const HighContrast: Story = inTheme(Filled, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Filled);
export const InShadowRoot: Story = inShadowRoot(Filled);
