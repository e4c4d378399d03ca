import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { LONG_TEXT, LONG_UNBROKEN, inAnnotationView, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { wireRecord } from '../../testing/annotationFixtures';
import { FocusView } from './FocusView';

const meta = {
  title: 'Annotation/FocusView',
  component: FocusView,
  decorators: [withAnnotationStyles],
  parameters: inAnnotationView(),
  args: { vectors: [], searchText: '', empty: <p className="mg-status">No records</p> },
} satisfies Meta<typeof FocusView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('article', { name: 'Record' }).textContent).toContain('Record number 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    expect((await canvas.findByRole('article', { name: 'Record' })).textContent).toContain('Record number 2');
  },
};

export const Empty: Story = {
  parameters: inAnnotationView({ records: [] }),
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('No records')).toBeTruthy();
  },
};

export const LongContent: Story = {
  parameters: inAnnotationView({ records: [wireRecord('00000000-0000-4000-8000-000000000001', `${LONG_UNBROKEN}\n${LONG_TEXT}`)] }),
  args: { searchText: 'pacing' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('article', { name: 'Record' }).textContent).toContain(LONG_UNBROKEN);
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
