import type { Meta, StoryObj } from '@storybook/react';
import { toAnnotationRecord } from '@marginalia/core';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { LONG_UNBROKEN, inAnnotationView, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { wireRecord, wireResponse } from '../../testing/annotationFixtures';
import { USER } from '../../testing/annotationViewApi';
import { RecordHeader } from './RecordHeader';

const ID = '9cf21756-00a0-479d-aa46-f2ef9dcf89f1';
const record = (status: 'pending' | 'completed', metadata: Record<string, unknown> = { category: 'books', votes: 12 }) =>
  toAnnotationRecord(
    wireRecord(ID, 'Text', { status, metadata, responses: [wireResponse(ID, USER.id, { status: 'draft', values: {} })] }),
    { userId: USER.id },
  );

const meta = {
  title: 'Annotation/Layout/RecordHeader',
  component: RecordHeader,
  decorators: [withAnnotationStyles],
  parameters: inAnnotationView(),
  args: { record: record('pending'), vectors: [] },
} satisfies Meta<typeof RecordHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('Draft')).toBeTruthy();
  },
};

export const DistributionCompleted: Story = {
  args: { record: record('completed') },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('img', { name: 'The task distribution of this record is completed' })).toBeTruthy();
  },
};

export const BulkSelection: Story = {
  args: { position: 4, selection: { selected: true, onToggle: action('toggle') } },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('checkbox', { name: 'Select record 4' })).toHaveProperty('checked', true);
  },
};

export const LongMetadata: Story = {
  args: { record: record('pending', { source: LONG_UNBROKEN, notes: 'short' }) },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record actions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show metadata' }));
    expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([LONG_UNBROKEN, 'short']);
  },
};

export const Dark: Story = inTheme(Draft, 'dark');
export const HighContrast: Story = inTheme(Draft, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Draft);
export const InShadowRoot: Story = inShadowRoot(Draft);
