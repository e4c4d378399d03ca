import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18n, createLanguageStore, createMarginalia, createMemoryStorage, createThemeStore } from '@marginalia/core';
import { createFakeApi, ok } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { wireUser, wireWorkspace } from '../testing/wireFixtures';
import { maskApiKey } from './ApiKeyField';
import { UserSettings } from './UserSettings';

async function renderSignedIn(workspaces = [wireWorkspace('w1', 'demo'), wireWorkspace('w2', 'my team')]) {
  const api = createFakeApi({
    'GET /v1/me': ok(wireUser({ role: 'admin', first_name: 'Anna', last_name: 'Lopez', api_key: 'abcd-secret-key' })),
    'GET /v1/me/workspaces': ok({ items: workspaces }),
  });
  const i18n = createI18n({ lng: 'en' });
  const cookies: string[] = [];
  const language = createLanguageStore({ i18n, cookies: { read: () => '', write: (cookie) => void cookies.push(cookie) } });
  const theme = createThemeStore({ storage: createMemoryStorage() });
  // A stored token makes the session restore the user from GET /me.
  const sdk = createMarginalia({ fetch: api.fetch, storage: createMemoryStorage({ 'auth.token': 'token' }) });
  await sdk.session.getState().restore();
  const rendered = renderWithMarginalia(<UserSettings />, { fetch: api.fetch, sdk, i18n, provider: { theme, language } });
  return { ...rendered, language, theme, cookies };
}

describe('UserSettings', () => {
  it('shows My settings with avatar, role badge, username, first and last name and the workspaces', async () => {
    const { navigation } = await renderSignedIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'My settings' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('AN')).toBeTruthy();
    expect(within(profile).getByText('Admin')).toBeTruthy();
    expect(within(profile).getByText('annotator')).toBeTruthy();
    expect(within(profile).getByText('Anna')).toBeTruthy();
    expect(within(profile).getByText('Lopez')).toBeTruthy();
    const team = await within(profile).findByRole('link', { name: 'my team' });
    expect(team.getAttribute('href')).toBe('#/?workspaces=my%20team');
    await userEvent.click(team);
    expect(navigation.navigate).toHaveBeenCalledWith('/?workspaces=my%20team');
  });

  it('goes back to Home', async () => {
    const { navigation } = await renderSignedIn();
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Home' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/');
  });

  it('masks the API key and copies it whole', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    expect(await screen.findByText('abcd•••••••••••')).toBeTruthy();
    expect(screen.queryByText('abcd-secret-key')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe('abcd-secret-key');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('says so when the user has no workspace', async () => {
    await renderSignedIn([]);
    expect(await screen.findByText('You are not a member of any workspace yet')).toBeTruthy();
  });

  it('switches the theme, and the language (saved in the cookie, texts follow)', async () => {
    const { theme, language, cookies } = await renderSignedIn();
    await userEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(theme.getState().choice).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(language.getState().language).toBe('es');
    expect(cookies.at(-1)).toBe('mg_locale=es; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi configuración' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Oscuro' })).toHaveProperty('checked', true);
  });
});

describe('maskApiKey', () => {
  it('keeps the first 4 characters', () => {
    expect(maskApiKey('owner.apikey')).toBe('owne••••••••');
    expect(maskApiKey('ab')).toBe('ab');
  });
});
