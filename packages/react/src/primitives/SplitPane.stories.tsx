import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { createMemoryStorage } from '@marginalia/core';
import { expect, fireEvent, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withPartStyles } from '../testing/stories';
import { SplitPane, type SplitPaneProps } from './SplitPane';

const pane = (text: string) => <div style={{ padding: '1rem', minHeight: '8rem' }}>{text}</div>;

/** A split remembering its layout in memory for one render, so each story starts at its defaults. */
function Split(props: Omit<SplitPaneProps, 'storage'>) {
  const [storage] = useState(createMemoryStorage);
  return (
    <div style={{ height: '20rem', containerType: 'inline-size' }}>
      <SplitPane {...props} storage={storage} />
    </div>
  );
}

const meta = {
  title: 'Primitives/SplitPane',
  component: Split,
  decorators: [withPartStyles('mg-primitives-story', '')],
  args: { orientation: 'horizontal', storageKey: 'story.split', defaultSize: 60, first: pane('Record'), second: pane('Questions'), label: 'Resize' },
} satisfies Meta<typeof Split>;

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
  args: {
    orientation: 'vertical',
    defaultSize: 70,
    first: pane('Questions'),
    second: pane('Panel body'),
    collapsible: { title: 'Panels', collapseLabel: 'Collapse Panels', expandLabel: 'Expand Panels' },
  },
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
