import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, signedInAs, storyCanvas } from '../testing/stories';
import { ok } from '../testing/createFakeApi';
import { wireUser } from '../testing/wireFixtures';
import { PersistentStorageBanner } from './PersistentStorageBanner';

const WARNING = { 'GET /v1/settings': ok({ argilla: { show_huggingface_space_persistent_storage_warning: true } }) };

const meta = {
  title: 'App shell/Layout/PersistentStorageBanner',
  component: PersistentStorageBanner,
  parameters: signedInAs(wireUser({ role: 'owner' }), WARNING),
} satisfies Meta<typeof PersistentStorageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const banner = await storyCanvas(canvasElement).findByRole('complementary', { name: 'Storage warning' });
    expect(banner.textContent).toContain('Enable persistent storage in the space settings');
  },
};

export const Annotator: Story = {
  parameters: signedInAs(wireUser({ role: 'annotator' }), WARNING),
  play: async ({ canvasElement }) => {
    const banner = await storyCanvas(canvasElement).findByRole('complementary', { name: 'Storage warning' });
    expect(banner.textContent).toContain('This space has no persistent storage, so your annotations may be lost.');
  },
};

export const Dark: Story = inTheme(Owner, 'dark');
export const HighContrast: Story = inTheme(Owner, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Owner);
export const InShadowRoot: Story = inShadowRoot(Owner);
