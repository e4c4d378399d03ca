import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withPartStyles } from '../testing/stories';
import { Breadcrumbs } from './Breadcrumbs';
import { headerCss } from './headerCss';

const meta = {
  title: 'App shell/Layout/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [withPartStyles('mg-header', headerCss)],
  args: { items: [{ label: 'Home', to: '/' }, { label: 'My settings' }] },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const trail = storyCanvas(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('#/');
    expect(within(trail).getByText('My settings').getAttribute('aria-current')).toBe('page');
  },
};

/** A single item stays a link: Home on home clears the filters. */
export const HomeOnly: Story = {
  args: { items: [{ label: 'Home', to: '/' }] },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  },
};

export const LongItems: Story = {
  args: { items: [{ label: 'Home', to: '/' }, { label: 'workspace-with-a-long-name', to: '/?workspaces=x' }, { label: LONG_UNBROKEN }] },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Dark: Story = inTheme(Trail, 'dark');
export const HighContrast: Story = inTheme(Trail, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Trail);
export const InShadowRoot: Story = inShadowRoot(Trail);
