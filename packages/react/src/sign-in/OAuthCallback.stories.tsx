import type { Meta, StoryObj } from '@storybook/react';
import { createMemoryStorage } from '@marginalia/core';
import { expect } from 'storybook/test';
import { Toaster } from '../notifications/Toaster';
import { inRightToLeft, inTheme, pendingServer, storyCanvas, storyServer } from '../testing/stories';
import { OAuthCallback } from './OAuthCallback';

const meta = {
  title: 'App shell/Sign-in/OAuthCallback',
  component: OAuthCallback,
  args: { provider: 'huggingface', search: '?code=c&state=s', storage: createMemoryStorage(), redirectTo: '/' },
  parameters: { marginalia: { server: () => pendingServer() } },
} satisfies Meta<typeof OAuthCallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code exchange never answers: the page says it is completing the sign-in. */
export const Completing: Story = {
  play: async ({ canvasElement }) => {
    const status = storyCanvas(canvasElement).getByRole('status');
    expect(status.textContent).toBe('Completing sign-in…');
    expect(status.getAttribute('aria-busy')).toBe('true');
  },
};

/** The exchange fails (401): a danger toast says so and the page goes home. */
export const Failed: Story = {
  parameters: {
    marginalia: { server: () => storyServer({ 'GET /v1/oauth2/providers/huggingface/access-token': { status: 401, body: { detail: 'Bad code' } } }) },
  },
  render: (args) => (
    <>
      <OAuthCallback {...args} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('alert')).textContent).toContain('Could not validate credentials');
  },
};

export const Dark: Story = inTheme(Completing, 'dark');
export const HighContrast: Story = inTheme(Completing, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Completing);
