import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, storyServer, withPartStyles } from '../testing/stories';
import { ok } from '../testing/createFakeApi';
import { ProviderButtons } from './ProviderButtons';
import { signInCss } from './signInCss';

const onStart = action('start provider login');

const meta = {
  title: 'App shell/Sign-in/ProviderButtons',
  component: ProviderButtons,
  decorators: [withPartStyles('mg-sign-in', signInCss)],
  args: { search: '?auth=x', onStart },
  parameters: {
    marginalia: { server: () => storyServer({ 'GET /v1/oauth2/providers': ok({ items: [{ name: 'github' }, { name: 'huggingface' }] }) }) },
  },
} satisfies Meta<typeof ProviderButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the hub provider is offered, above an "or" separator. */
export const HubProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Hugging Face' }));
    expect(canvas.getAllByRole('button')).toHaveLength(1);
    expect(canvas.getByText('or')).toBeTruthy();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('button', { name: 'Mit Hugging Face anmelden' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(HubProvider, 'dark');
export const HighContrast: Story = inTheme(HubProvider, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(HubProvider);
export const InShadowRoot: Story = inShadowRoot(HubProvider);
