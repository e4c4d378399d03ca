import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, storyFrame, withPartStyles } from '../testing/stories';
import { userSettingsCss } from '../user-settings/userSettingsCss';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'App shell/ThemeSwitch',
  component: ThemeSwitch,
  decorators: [withPartStyles('mg-user-settings', userSettingsCss)],
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getAllByRole('radio')).toHaveLength(4);
    // The toolbar's theme is the chosen one.
    expect(canvas.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  },
};

/** Picking a theme re-themes the story frame through the real theme store and applyTheme. */
export const PickDark: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(storyCanvas(canvasElement).getByRole('radio', { name: 'Dark' }));
    expect(storyFrame(canvasElement).getAttribute('data-mg-theme')).toBe('dark');
    expect(storyFrame(canvasElement).style.getPropertyValue('--mg-color-bg')).toBe('#16181d');
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
