import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, signedInAs, storyCanvas, withPartStyles } from '../testing/stories';
import { wireUser } from '../testing/wireFixtures';
import { headerCss } from './headerCss';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'App shell/Layout/UserMenu',
  component: UserMenu,
  decorators: [withPartStyles('mg-header', headerCss)],
  args: { year: 2031 },
  parameters: signedInAs(wireUser({ first_name: 'Anna', last_name: 'Lopez' })),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('button', { name: 'AN, user menu of annotator' })).toBeTruthy();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AN, user menu of annotator' }));
    expect(canvas.getByText('Anna Lopez')).toBeTruthy();
    expect(canvas.getByRole('link', { name: 'My settings' }).getAttribute('href')).toBe('#/user-settings');
    expect(canvas.getByText('© 2031 Marginalia · version storybook')).toBeTruthy();
  },
};

export const LongName: Story = {
  parameters: signedInAs(wireUser({ first_name: LONG_UNBROKEN, username: 'a-very-long-username-of-someone' })),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /user menu of a-very-long-username-of-someone$/ }));
    expect(canvas.getByText(LONG_UNBROKEN)).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Open, 'dark');
export const HighContrast: Story = inTheme(Open, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Open);
export const InShadowRoot: Story = inShadowRoot(Closed);
