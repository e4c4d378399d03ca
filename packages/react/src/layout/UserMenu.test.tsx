import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMarginalia, createMemoryStorage } from '@marginalia/core';
import { createFakeApi, ok } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { wireUser } from '../testing/wireFixtures';
import { AppHeader } from './AppHeader';
import { UserMenu } from './UserMenu';

async function signedIn(user = wireUser({ first_name: 'Anna', last_name: 'Lopez' })) {
  const api = createFakeApi({ 'GET /v1/me': ok(user) });
  const storage = createMemoryStorage({ 'auth.token': 'token' });
  const sdk = createMarginalia({ fetch: api.fetch, storage });
  await sdk.session.getState().restore();
  return { api, sdk, storage };
}

describe('UserMenu', () => {
  it('opens a menu with the avatar, name, settings, documentation, sign-out and the copyright with version', async () => {
    const { api, sdk } = await signedIn();
    renderWithMarginalia(<UserMenu year={2031} />, {
      fetch: api.fetch,
      sdk,
      provider: { appInfo: { version: '1.4.2', links: { documentation: 'https://docs.example.org/' } } },
    });
    const toggle = screen.getByRole('button', { name: 'AN, user menu of annotator' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Anna Lopez')).toBeTruthy();
    expect(screen.getAllByText('AN')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'My settings' }).getAttribute('href')).toBe('#/user-settings');
    const docs = screen.getByRole('link', { name: 'Documentation (opens in a new tab)' });
    expect(docs.getAttribute('href')).toBe('https://docs.example.org/');
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('© 2031 Marginalia · version 1.4.2')).toBeTruthy();
  });

  it('goes to My settings and signs out to /sign-in', async () => {
    const { api, sdk, storage } = await signedIn();
    const { navigation } = renderWithMarginalia(<UserMenu />, { fetch: api.fetch, sdk });
    await userEvent.click(screen.getByRole('button', { name: 'AN, user menu of annotator' }));
    await userEvent.click(screen.getByRole('link', { name: 'My settings' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/user-settings');
    await userEvent.click(screen.getByRole('button', { name: 'AN, user menu of annotator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(navigation.navigate).toHaveBeenLastCalledWith('/sign-in');
    expect(sdk.session.getState().status).toBe('signedOut');
    expect(storage.getItem('auth.token')).toBeNull();
  });

  it('closes on Escape and on a click outside', async () => {
    const { api, sdk } = await signedIn();
    renderWithMarginalia(<UserMenu />, { fetch: api.fetch, sdk });
    const toggle = screen.getByRole('button', { name: 'AN, user menu of annotator' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    await userEvent.click(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the copyright without a version when the host gives none', async () => {
    const { api, sdk } = await signedIn();
    renderWithMarginalia(<UserMenu year={2030} />, { fetch: api.fetch, sdk });
    await userEvent.click(screen.getByRole('button', { name: 'AN, user menu of annotator' }));
    expect(screen.getByText('© 2030 Marginalia')).toBeTruthy();
  });
});

describe('AppHeader', () => {
  it('renders the breadcrumbs; Home runs its onSelect and navigates', async () => {
    const { api, sdk } = await signedIn();
    let cleared = 0;
    const { navigation } = renderWithMarginalia(
      <AppHeader
        breadcrumbs={[{ label: 'Home', to: '/', onSelect: () => (cleared += 1) }, { label: 'My settings' }]}
      />,
      { fetch: api.fetch, sdk },
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('My settings').getAttribute('aria-current')).toBe('page');
    // The page's title ends in an ellipsis on a phone: its title holds it whole.
    expect(within(trail).getByText('My settings').getAttribute('title')).toBe('My settings');
    await userEvent.click(within(trail).getByRole('link', { name: 'Home' }));
    expect(cleared).toBe(1);
    expect(navigation.navigate).toHaveBeenCalledWith('/');
  });

  it('keeps a lone Home crumb a link (home clears its filters)', async () => {
    const { api, sdk } = await signedIn();
    let cleared = 0;
    renderWithMarginalia(
      <AppHeader breadcrumbs={[{ label: 'Home', to: '/', onSelect: () => (cleared += 1) }]} />,
      {
        fetch: api.fetch,
        sdk,
      },
    );
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    await userEvent.click(home);
    expect(cleared).toBe(1);
  });

  it("puts the actions and the user menu's items in the phone's More menu: aria-expanded, Escape closes, the focus returns", async () => {
    const { api, sdk } = await signedIn();
    const user = userEvent.setup();
    renderWithMarginalia(
      <AppHeader
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'reviews' }]}
        primaryAction={<button type="button">Review</button>}
        actions={<button type="button">Import data</button>}
      />,
      { fetch: api.fetch, sdk },
    );
    // The primary action and the other actions are the wide header's until More opens.
    expect(screen.getAllByRole('button', { name: 'Review' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Import data' })).toHaveLength(1);
    // jsdom has no phone width: the menu's button is in the DOM but hidden by the desktop's styles.
    const more = screen.getByRole('button', { name: 'More', hidden: true });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    const hidden = { hidden: true };
    // The trail's links above the page (the phone's header shows only the page's title).
    expect(within(panel).getByRole('link', { name: 'Home', ...hidden }).getAttribute('href')).toBe('#/');
    // The primary action first (a phone's row keeps its room for the page's title), then the other actions.
    const actions = within(panel).getAllByRole('button', { name: /^(Review|Import data)$/, ...hidden });
    expect(actions.map((action) => action.textContent)).toEqual(['Review', 'Import data']);
    expect(within(panel).getByText('Anna Lopez')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Sign out', ...hidden })).toBeTruthy();
    within(panel).getByRole('link', { name: 'My settings', ...hidden }).focus();
    await user.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });
});
