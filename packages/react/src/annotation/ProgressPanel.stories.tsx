import type { Meta, StoryObj } from '@storybook/react';
import { toDatasetProgress, toMetrics, toReviewProgress } from '@marginalia/core';
import { expect, within } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../testing/stories';
import { ProgressPanel } from './ProgressPanel';

const metrics = (total: number, submitted: number, discarded: number, draft: number) =>
  toMetrics({ responses: { total, submitted, discarded, draft, pending: total - submitted - discarded - draft } });

const meta = {
  title: 'Annotation/ProgressPanel',
  component: ProgressPanel,
  decorators: [withAnnotationStyles],
  args: {
    metrics: metrics(120, 30, 5, 3),
    team: toDatasetProgress({ total: 120, completed: 45, pending: 75, users: [] }),
  },
} satisfies Meta<typeof ProgressPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = storyCanvas(canvasElement).getByRole('region', { name: 'My progress' });
    expect(within(panel).getByText('38 of 120 records answered')).toBeTruthy();
    expect(within(panel).getByTestId('team-progress').textContent).toBe('45 of 120 records completed (37.50%)');
  },
};

export const Loading: Story = {
  args: { metrics: null, team: null },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('Loading progress…')).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { metrics: metrics(0, 0, 0, 0), team: toDatasetProgress({ total: 0, completed: 0, pending: 0, users: [] }) },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('0 of 0 records answered')).toBeTruthy();
  },
};

export const LargeNumbers: Story = {
  args: { metrics: metrics(1_250_000, 1_000_000, 50_000, 1), team: toDatasetProgress({ total: 1_250_000, completed: 1_000_001, pending: 249_999, users: [] }) },
  play: async ({ canvasElement }) => {
    // Grouping separators are optional here: the summary may or may not format its numbers.
    expect(storyCanvas(canvasElement).getByText(/^1,?050,?001 of 1,?250,?000 records answered$/)).toBeTruthy();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { metrics: metrics(1200, 300, 0, 0), team: null },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(/^300 von 1\.?200 Einträgen beantwortet$/)).toBeTruthy();
  },
};

/** A dataset with reviews: the reviewed, accepted and sent-back counts under the team's progress. */
export const WithReview: Story = {
  args: { review: toReviewProgress({ reviewable: 40, pending: 30, accepted: 8, rejected: 2, can_review: false }) },
  play: async ({ canvasElement }) => {
    const panel = storyCanvas(canvasElement).getByRole('region', { name: 'My progress' });
    expect(within(panel).getByTestId('review-reviewed').textContent).toBe('10');
    expect(within(panel).getByText('10 of 40 reviewable records reviewed')).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
