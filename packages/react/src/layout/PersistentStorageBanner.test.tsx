import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMarginalia, createMemoryStorage } from '@marginalia/core';
import { createFakeApi, ok, type FakeReply } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { wireUser } from '../testing/wireFixtures';
import { PersistentStorageBanner } from './PersistentStorageBanner';

const WARNING = ok({ argilla: { show_huggingface_space_persistent_storage_warning: true } });

async function render(role: 'owner' | 'admin' | 'annotator', settings: FakeReply) {
  const api = createFakeApi({ 'GET /v1/me': ok(wireUser({ role })), 'GET /v1/settings': settings });
  const sdk = createMarginalia({ fetch: api.fetch, storage: createMemoryStorage({ 'auth.token': 't' }) });
  await sdk.session.getState().restore();
  return renderWithMarginalia(<PersistentStorageBanner />, { fetch: api.fetch, sdk });
}

describe('PersistentStorageBanner', () => {
  it('tells administrators and owners how to enable persistent storage, with a learn-more link', async () => {
    await render('owner', WARNING);
    const banner = await screen.findByRole('complementary', { name: 'Storage warning' });
    expect(banner.textContent).toContain('Enable persistent storage in the space settings');
    const link = screen.getByRole('link', { name: 'Learn more (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://huggingface.co/docs/hub/spaces-storage#persistent-storage');
  });

  it('gives annotators the shorter text', async () => {
    await render('annotator', WARNING);
    const banner = await screen.findByRole('complementary', { name: 'Storage warning' });
    expect(banner.textContent).toContain('This space has no persistent storage, so your annotations may be lost.');
    expect(banner.textContent).not.toContain('space settings');
  });

  it('stays hidden without the flag and when the settings fail', async () => {
    await render('admin', ok({ argilla: {} }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary')).toBeNull();
    await render('admin', { status: 500, body: {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
