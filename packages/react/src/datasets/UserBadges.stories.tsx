import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withPartStyles } from '../testing/stories';
import { datasetListCss } from './datasetListCss';
import { UserBadges } from './UserBadges';

const users = (count: number) => Array.from({ length: count }, (_, index) => `user${index + 1}`);

const meta = {
  title: 'App shell/Datasets/UserBadges',
  component: UserBadges,
  decorators: [withPartStyles('mg-dataset-list', datasetListCss)],
  args: { usernames: ['ann', 'bob'] },
} satisfies Meta<typeof UserBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByText('Annotated by ann, bob')).toBeTruthy();
    expect(canvas.getByText('AN')).toBeTruthy();
  },
};

/** Up to 10 users: 3 badges, all of them on hover or focus. */
export const Ten: Story = {
  args: { usernames: users(10) },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('group', { name: /^Annotated by user1, user2/ })).toBeTruthy();
  },
};

export const Many: Story = {
  args: { usernames: users(45) },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('+42')).toBeTruthy();
  },
};

export const LongUsername: Story = {
  args: { usernames: [LONG_UNBROKEN] },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(`Annotated by ${LONG_UNBROKEN}`)).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Two, 'dark');
export const HighContrast: Story = inTheme(Two, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Two);
export const InShadowRoot: Story = inShadowRoot(Two);
