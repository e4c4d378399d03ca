import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { homeParameters, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withHomeStyles } from '../testing/stories';
import { HomeSidebar } from './HomeSidebar';

const meta = {
  title: 'App shell/Home/HomeSidebar',
  component: HomeSidebar,
  decorators: [withHomeStyles],
  parameters: homeParameters({ role: 'admin' }),
} satisfies Meta<typeof HomeSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('complementary', { name: 'Get started' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Import from the Hub' }));
    expect(canvas.queryByRole('button', { name: 'Import from Python' })).toBeNull();
  },
};

export const Annotator: Story = {
  parameters: homeParameters({ role: 'annotator' }),
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('region', { name: 'Guides' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Admin, 'dark');
export const HighContrast: Story = inTheme(Admin, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Admin);
export const InShadowRoot: Story = inShadowRoot(Annotator);
