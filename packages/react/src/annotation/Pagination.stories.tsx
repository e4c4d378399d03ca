import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../testing/stories';
import { Pagination } from './Pagination';

const meta = {
  title: 'Annotation/Pagination',
  component: Pagination,
  decorators: [withAnnotationStyles],
  args: { page: 2, total: 3, disabled: false, onPrevious: action('previous'), onNext: action('next'), shortcutHints: { previous: 'Ctrl+←', next: 'Ctrl+→' } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('navigation', { name: 'Records' }).textContent).toContain('2 of 3');
    expect(canvas.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
  },
};

export const FirstRecord: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
  },
};

/** The first record of a large queue shows before its total is counted: "2 of …", Next enabled as more follow. */
export const Counting: Story = {
  args: { totalKnown: false, canGoNext: true },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('navigation', { name: 'Records' }).textContent).toContain('2 of …');
    expect(canvas.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  },
};

export const Bulk: Story = {
  args: { mode: 'bulk', page: 11, pageSize: 10, total: 1_234, canGoPrevious: true, canGoNext: true },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('navigation', { name: 'Records' }).textContent).toContain('11–20 of 1234');
  },
};

export const Busy: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  },
};

export const Dark: Story = inTheme(Focus, 'dark');
export const HighContrast: Story = inTheme(Focus, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Focus);
export const InShadowRoot: Story = inShadowRoot(Focus);
