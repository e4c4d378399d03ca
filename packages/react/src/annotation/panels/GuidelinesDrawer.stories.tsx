import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn } from 'storybook/test';
import { LONG_TEXT, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { GuidelinesDrawer } from './GuidelinesDrawer';

const meta = {
  title: 'Annotation/GuidelinesDrawer',
  component: GuidelinesDrawer,
  decorators: [withAnnotationStyles],
  args: {
    guidelines: `## How to label\n\n1. Read the whole review.\n2. Pick the **overall** sentiment.\n\n${LONG_TEXT}`,
    onClose: fn(),
  },
} satisfies Meta<typeof GuidelinesDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const drawer = canvas.getByRole('dialog', { name: 'Annotation guidelines' });
    expect(drawer.classList.contains('mg-drawer')).toBe(true);
    expect(canvas.getByRole('button', { name: 'Close the guidelines' })).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { guidelines: null },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('This dataset has no guidelines.')).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
