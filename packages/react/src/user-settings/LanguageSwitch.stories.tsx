import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withPartStyles } from '../testing/stories';
import { LanguageSwitch } from './LanguageSwitch';
import { userSettingsCss } from './userSettingsCss';

const meta = {
  title: 'App shell/UserSettings/LanguageSwitch',
  component: LanguageSwitch,
  decorators: [withPartStyles('mg-user-settings', userSettingsCss)],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['English', 'Deutsch', 'Español']);
    expect(canvas.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    await userEvent.click(canvas.getByRole('radio', { name: 'Deutsch' }));
    expect(await canvas.findByRole('group', { name: 'Sprache' })).toBeTruthy();
  },
};

/** The toolbar's locale is the browser language the store starts from. */
export const StartsInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
  },
};

export const Dark: Story = inTheme(StartsInSpanish, 'dark');
export const HighContrast: Story = inTheme(StartsInSpanish, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(StartsInSpanish);
export const InShadowRoot: Story = inShadowRoot(StartsInSpanish);
