import type { APIRequestContext, Page } from '@playwright/test';
import type { WireToken } from '@marginalia/core';

/** The demo users the reference server seeds on a fresh database. */
export const OWNER = { username: 'owner', password: '12345678' };
export const ANNOTATOR = { username: 'annotator', password: '12345678' };

/**
 * Starts the page signed in: asks the server for a token and puts it where the app's session looks for it
 * before any script of the app runs.
 */
export async function signInAs(page: Page, request: APIRequestContext, user: { username: string; password: string }): Promise<void> {
  const response = await request.post('/api/v1/token', { form: user });
  if (response.status() !== 201) throw new Error(`sign-in of ${user.username} failed: ${response.status()}`);
  const { access_token: token } = (await response.json()) as WireToken;
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('auth.token')) window.localStorage.setItem('auth.token', value);
  }, token);
}

/** Picks the theme before the app starts (what the theme switch stores). */
export async function useTheme(page: Page, theme: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}
