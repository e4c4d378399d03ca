import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { homeParameters, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withHomeStyles } from '../testing/stories';
import { ImportCard } from './ImportCard';

const meta = {
  title: 'App shell/Home/ImportCard',
  component: ImportCard,
  decorators: [withHomeStyles],
  parameters: homeParameters({ role: 'owner' }),
} satisfies Meta<typeof ImportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Bring in your first dataset' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Import from the Hub' }));
    expect(canvas.getByRole('form', { name: 'Import from the Hub' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
