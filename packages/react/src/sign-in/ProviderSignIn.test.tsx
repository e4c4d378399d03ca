import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createMarginalia,
  createMemoryStorage,
  createNotificationsStore,
  createOAuthClient,
  type WireSettings,
} from '@marginalia/core';
import { Toaster } from '../notifications/Toaster';
import { createFakeApi, ok, type FakeReply } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { wireUser } from '../testing/wireFixtures';
import { HubWelcome } from './HubWelcome';
import { OAuthCallback } from './OAuthCallback';
import { ProviderButtons } from './ProviderButtons';
import { SignIn } from './SignIn';

function oauthOver(routes: Record<string, FakeReply>) {
  const api = createFakeApi(routes);
  return { api, oauth: createOAuthClient({ baseUrl: '/api', fetch: api.fetch }) };
}

const SPACE_SETTINGS: WireSettings = {
  argilla: {},
  huggingface: {
    space_id: 'org/annotate',
    space_title: 'Annotate with us',
    space_subdomain: 'org-annotate',
    space_host: 'org-annotate.hf.space',
    space_repo_name: 'annotate',
    space_author_name: 'org',
    space_persistent_storage_enabled: true,
  },
};

describe('provider buttons on sign-in', () => {
  it('renders only the hub provider, with a separator, and starts its login keeping the query', async () => {
    const { api, oauth } = oauthOver({
      'GET /v1/oauth2/providers': ok({ items: [{ name: 'github' }, { name: 'huggingface' }] }),
    });
    const onStart = vi.fn();
    renderWithMarginalia(<ProviderButtons search="?auth=x" onStart={onStart} />, { fetch: api.fetch, provider: { oauth } });
    const button = await screen.findByRole('button', { name: 'Sign in with Hugging Face' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText('or')).toBeTruthy();
    await userEvent.click(button);
    expect(onStart).toHaveBeenCalledWith('/api/v1/oauth2/providers/huggingface/authentication?auth=x');
  });

  it('shows nothing when no provider is returned, or when the call fails', async () => {
    for (const reply of [ok({ items: [] }), ok({ items: [{ name: 'github' }] }), { status: 500, body: {} }]) {
      const { api, oauth } = oauthOver({ 'GET /v1/oauth2/providers': reply });
      renderWithMarginalia(<SignIn />, { fetch: api.fetch, provider: { oauth } });
      await waitFor(() => expect(api.callsTo('GET', '/v1/oauth2/providers')).toHaveLength(1));
      expect(screen.queryByRole('button', { name: 'Sign in with Hugging Face' })).toBeNull();
      expect(screen.queryByText('or')).toBeNull();
    }
  });
});

describe('HubWelcome', () => {
  it('is loading until the space is known, then names it and offers both ways in', async () => {
    const { api, oauth } = oauthOver({
      'GET /v1/oauth2/providers': ok({ items: [{ name: 'huggingface' }] }),
      'GET /v1/settings': ok(SPACE_SETTINGS),
    });
    const onStart = vi.fn();
    const { navigation } = renderWithMarginalia(<HubWelcome search="?auth=x" onStart={onStart} />, {
      fetch: api.fetch,
      provider: { oauth },
    });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'Welcome to Annotate with us' })).toBeTruthy();
    expect(screen.getByText('Sign in with your Hugging Face account and help org build this dataset.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Hugging Face' }));
    expect(onStart).toHaveBeenCalledWith('/api/v1/oauth2/providers/huggingface/authentication?auth=x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with username' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/sign-in?auth=x&omitCTA=true');
  });

  it('goes to sign-in keeping the query and hiding the call to action when hub login is not configured', async () => {
    const { api, oauth } = oauthOver({
      'GET /v1/oauth2/providers': ok({ items: [] }),
      'GET /v1/settings': ok(SPACE_SETTINGS),
    });
    const { navigation } = renderWithMarginalia(<HubWelcome search="?a=1" />, { fetch: api.fetch, provider: { oauth } });
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/sign-in?a=1&omitCTA=true', { replace: true }),
    );
  });

  it('does the same without a space', async () => {
    const { api, oauth } = oauthOver({
      'GET /v1/oauth2/providers': ok({ items: [{ name: 'huggingface' }] }),
      'GET /v1/settings': ok({ argilla: {} }),
    });
    const { navigation } = renderWithMarginalia(<HubWelcome search="" />, { fetch: api.fetch, provider: { oauth } });
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/sign-in?omitCTA=true', { replace: true }));
  });
});

describe('OAuthCallback', () => {
  it('completes the provider login and goes to redirectTo', async () => {
    const { api, oauth } = oauthOver({
      'GET /v1/oauth2/providers/huggingface/access-token': ok({ access_token: 'hub-token', token_type: 'bearer' }),
      'GET /v1/me': ok(wireUser({ username: 'hub-ann' })),
    });
    // The callback stores the token where the session looks for it: the sdk's own storage.
    const storage = createMemoryStorage();
    const sdk = createMarginalia({ fetch: api.fetch, storage });
    const { navigation } = renderWithMarginalia(
      <OAuthCallback provider="huggingface" search="?code=c&state=s" storage={storage} redirectTo="/user-settings" />,
      { fetch: api.fetch, sdk, provider: { oauth } },
    );
    expect(screen.getByRole('status').textContent).toBe('Completing sign-in…');
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/user-settings', { replace: true }));
    expect(api.callsTo('GET', '/v1/oauth2/providers/huggingface/access-token')[0]?.query.get('code')).toBe('c');
    expect(storage.getItem('auth.token')).toBe('hub-token');
    expect(sdk.session.getState().user?.username).toBe('hub-ann');
  });

  it('shows the unauthorized text as a danger notification and goes home when the login fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, oauth } = oauthOver({
        'GET /v1/oauth2/providers/huggingface/access-token': { status: 401, body: { detail: 'Bad code' } },
      });
      const notifications = createNotificationsStore();
      const { navigation } = renderWithMarginalia(
        <>
          <OAuthCallback provider="huggingface" search="?code=bad&state=s" storage={createMemoryStorage()} />
          <Toaster />
        </>,
        { fetch: api.fetch, provider: { oauth, notifications } },
      );
      await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }));
      act(() => void vi.advanceTimersByTime(100));
      expect(screen.getByRole('alert').textContent).toContain('Could not validate credentials');
    } finally {
      vi.useRealTimers();
    }
  });
});
