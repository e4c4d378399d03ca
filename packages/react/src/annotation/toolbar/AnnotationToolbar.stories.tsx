import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { inAnnotationView, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { AnnotationToolbar } from './AnnotationToolbar';

const meta = {
  title: 'Annotation/Toolbar/AnnotationToolbar',
  component: AnnotationToolbar,
  decorators: [withAnnotationStyles],
  parameters: inAnnotationView(),
  args: {
    fields: [
      { name: 'text', title: 'Text' },
      { name: 'title', title: 'Title' },
    ],
  },
} satisfies Meta<typeof AnnotationToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('toolbar', { name: 'Dataset filters' })).toBeTruthy();
    expect(canvas.getByRole('searchbox', { name: 'Search records' })).toBeTruthy();
    expect(canvas.getByRole('combobox', { name: 'Search in field' })).toBeTruthy();
    expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'pending');
    expect(canvas.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Sort' })).toBeTruthy();
  },
};

/** A search and a status are committed: the view's criteria change. */
export const Searched: Story = {
  parameters: inAnnotationView({}, { status: 'draft', searchText: { text: 'great movie', field: 'all' } }),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('searchbox', { name: 'Search records' })).toHaveProperty('value', 'great movie');
    expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'draft');
  },
};

export const LongSearch: Story = {
  play: async ({ canvasElement }) => {
    const search = storyCanvas(canvasElement).getByRole('searchbox', { name: 'Search records' });
    await userEvent.click(search);
    await userEvent.paste('y'.repeat(200));
    expect((search as HTMLInputElement).value).toHaveLength(200);
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
