import type { Meta, StoryObj } from '@storybook/react';
import { pageAt } from '@marginalia/core';
import { expect, userEvent, within } from 'storybook/test';
import { LONG_UNBROKEN, inAnnotationView, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { wireRecord } from '../../testing/annotationFixtures';
import { numberedRecords } from '../../testing/annotationViewApi';
import { BulkView } from './BulkView';

const bulk = pageAt('bulk');

const meta = {
  title: 'Annotation/BulkView',
  component: BulkView,
  decorators: [withAnnotationStyles],
  parameters: inAnnotationView({ records: numberedRecords(12) }, { page: bulk }),
  args: { vectors: [], searchText: '', empty: <p className="mg-status">No records</p> },
} satisfies Meta<typeof BulkView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const list = canvas.getByRole('list', { name: 'Records of this page' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(canvas.getByRole('navigation', { name: 'Records' }).textContent).toContain('1–10 of 12');
  },
};

export const PageSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all records of this page' }));
    expect(canvas.getByText('10 selected')).toBeTruthy();
  },
};

export const Empty: Story = {
  parameters: inAnnotationView({ records: [] }, { page: bulk }),
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('No records')).toBeTruthy();
  },
};

export const LongContent: Story = {
  parameters: inAnnotationView({ records: [wireRecord('00000000-0000-4000-8000-000000000001', LONG_UNBROKEN)] }, { page: bulk }),
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(LONG_UNBROKEN)).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
