import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withPartStyles } from '../testing/stories';
import { ApiKeyField, maskApiKey } from './ApiKeyField';
import { userSettingsCss } from './userSettingsCss';

const meta = {
  title: 'App shell/UserSettings/ApiKeyField',
  component: ApiKeyField,
  decorators: [withPartStyles('mg-user-settings', userSettingsCss)],
  args: { apiKey: 'abcd-secret-key' },
} satisfies Meta<typeof ApiKeyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByText('abcd•••••••••••')).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Copy API key' })).toBeTruthy();
  },
};

export const LongKey: Story = {
  args: { apiKey: LONG_UNBROKEN },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(maskApiKey(LONG_UNBROKEN))).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
