import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { LONG_TEXT, LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { GuidelinesPanel } from './GuidelinesPanel';

const meta = {
  title: 'Annotation/GuidelinesPanel',
  component: GuidelinesPanel,
  decorators: [withAnnotationStyles],
  args: { guidelines: '## How to label\n\n1. Read the whole review.\n2. Pick the **overall** sentiment.' },
} satisfies Meta<typeof GuidelinesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('heading', { name: 'How to label' })).toBeTruthy();
    expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { guidelines: null },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('This dataset has no guidelines.')).toBeTruthy();
  },
};

export const LongContent: Story = {
  args: { guidelines: `${LONG_UNBROKEN}\n\n${LONG_TEXT}` },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(LONG_UNBROKEN)).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
