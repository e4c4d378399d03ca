import type { Meta, StoryObj } from '@storybook/react';
import { expect, fireEvent, userEvent } from 'storybook/test';
import { inAnnotationView, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { SplitPane } from './SplitPane';

const pane = (text: string) => <div style={{ padding: '1rem', minHeight: '8rem' }}>{text}</div>;

const meta = {
  title: 'Annotation/Layout/SplitPane',
  component: SplitPane,
  decorators: [withAnnotationStyles],
  parameters: inAnnotationView(),
  args: { orientation: 'horizontal', storageKey: 'story.split', defaultSize: 60, first: pane('Record'), second: pane('Questions'), label: 'Resize' },
} satisfies Meta<typeof SplitPane>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    const separator = storyCanvas(canvasElement).getByRole('separator', { name: 'Resize' });
    expect(separator.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.keyDown(separator, { key: 'End' });
    expect(separator.getAttribute('aria-valuenow')).toBe('75');
  },
};

export const Stacked: Story = {
  args: { orientation: 'vertical', defaultSize: 70, first: pane('Questions'), second: pane('Panel body'), collapsibleTitle: 'Panels' },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse Panels' }));
    expect(canvas.queryByText('Panel body')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand Panels' }));
    expect(canvas.getByText('Panel body')).toBeTruthy();
  },
};

export const Dark: Story = inTheme(SideBySide, 'dark');
export const HighContrast: Story = inTheme(SideBySide, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(SideBySide);
export const InShadowRoot: Story = inShadowRoot(Stacked);
