import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withHomeStyles } from '../testing/stories';
import { AnnotatorGuides } from './AnnotatorGuides';

const meta = {
  title: 'App shell/Home/AnnotatorGuides',
  component: AnnotatorGuides,
  decorators: [withHomeStyles],
} satisfies Meta<typeof AnnotatorGuides>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(storyCanvas(canvasElement).getByRole('region', { name: 'Guides' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Annotate your dataset (opens in a new tab)',
      'Query and filter records (opens in a new tab)',
      'Try the live demo (opens in a new tab)',
    ]);
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
