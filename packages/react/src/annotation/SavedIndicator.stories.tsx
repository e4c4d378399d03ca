import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../testing/stories';
import { SavedIndicator } from './SavedIndicator';

const meta = {
  title: 'Annotation/SavedIndicator',
  component: SavedIndicator,
  decorators: [withAnnotationStyles],
  args: { status: 'saved', savedAgo: { value: -20, unit: 'second' } },
} satisfies Meta<typeof SavedIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('status').textContent).toBe('Saved 20 seconds ago');
  },
};

export const Saving: Story = {
  args: { status: 'saving', savedAgo: null },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('status').textContent).toBe('Saving...');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { status: null, savedAgo: { value: -2, unit: 'minute' } },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('status').textContent).toContain('hace 2 minutos');
  },
};

export const Dark: Story = inTheme(Saved, 'dark');
export const HighContrast: Story = inTheme(Saved, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Saved);
export const InShadowRoot: Story = inShadowRoot(Saved);
