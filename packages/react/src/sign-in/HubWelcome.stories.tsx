import type { Meta, StoryObj } from '@storybook/react';
import type { WireSettings } from '@marginalia/core';
import { action } from 'storybook/actions';
import { expect } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, pendingServer, storyCanvas, storyServer } from '../testing/stories';
import { ok } from '../testing/createFakeApi';
import { HubWelcome } from './HubWelcome';

const space = (title: string): WireSettings => ({
  argilla: {},
  huggingface: {
    space_id: 'org/annotate',
    space_title: title,
    space_subdomain: 'org-annotate',
    space_host: 'org-annotate.hf.space',
    space_repo_name: 'annotate',
    space_author_name: 'org',
    space_persistent_storage_enabled: true,
  },
});

const welcome = (title: string) => ({
  marginalia: {
    server: () =>
      storyServer({ 'GET /v1/oauth2/providers': ok({ items: [{ name: 'huggingface' }] }), 'GET /v1/settings': ok(space(title)) }),
  },
});

const meta = {
  title: 'App shell/Sign-in/HubWelcome',
  component: HubWelcome,
  args: { search: '?auth=x', onStart: action('start provider login') },
  parameters: welcome('Annotate with us'),
} satisfies Meta<typeof HubWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('heading', { name: 'Welcome to Annotate with us' })).toBeTruthy();
    expect(canvas.getByText('Sign in with your Hugging Face account and help org build this dataset.')).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Sign in with username' })).toBeTruthy();
  },
};

export const Loading: Story = {
  parameters: { marginalia: { server: () => pendingServer() } },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('status').textContent).toBe('Loading…');
  },
};

export const LongTitle: Story = {
  parameters: welcome(LONG_UNBROKEN),
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('heading', { level: 1 })).textContent).toContain(LONG_UNBROKEN);
  },
};

export const Dark: Story = inTheme(Welcome, 'dark');
export const HighContrast: Story = inTheme(Welcome, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Welcome);
export const InShadowRoot: Story = inShadowRoot(Welcome);
