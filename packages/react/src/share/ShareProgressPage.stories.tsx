import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, storyCanvas } from '../testing/stories';
import { ShareProgressPage } from './ShareProgressPage';

const meta = {
  title: 'App shell/Share/ShareProgressPage',
  component: ShareProgressPage,
  args: { params: { userName: 'ann', recordsSubmitted: 1200, teamProgress: 40.5, datasetName: 'imdb', datasetId: 'd1' } },
} satisfies Meta<typeof ShareProgressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('heading', { name: 'ann is contributing to imdb' })).toBeTruthy();
    expect(canvas.getByText('1,200')).toBeTruthy();
    expect(canvas.getByText('40.50%')).toBeTruthy();
    expect(canvas.getByRole('link', { name: 'Contribute too' })).toBeTruthy();
  },
};

export const LongNames: Story = {
  args: { params: { userName: LONG_UNBROKEN, recordsSubmitted: 3, teamProgress: 0, datasetName: LONG_UNBROKEN, datasetId: 'd1' } },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('heading', { level: 1 }).textContent).toContain(LONG_UNBROKEN);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('1.200')).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
