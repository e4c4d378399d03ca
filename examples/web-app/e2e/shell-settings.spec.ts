import { expect, test } from '@playwright/test';
import { ANNOTATOR, signInAs } from './testing/session';

test('theme and language switches survive a reload', async ({ page, request, context }) => {
  await signInAs(page, request, ANNOTATOR);
  await page.goto('/user-settings');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mg-theme', 'light');

  await page.getByRole('radio', { name: 'High contrast' }).check();
  await expect(html).toHaveAttribute('data-mg-theme', 'high-contrast');
  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Einstellungen' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Einstellungen' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mg-theme', 'high-contrast');
  await expect(page.getByRole('radio', { name: 'Hoher Kontrast' })).toBeChecked();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'mg_locale');
  expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });

  await page.getByRole('radio', { name: 'Systemvorgabe' }).check();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-mg-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-mg-theme', 'light');
});

test('the browser language is used until a language is chosen', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await signInAs(page, request, ANNOTATOR);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Conjuntos de datos' })).toBeVisible();
  await context.close();
});

test('the avatar menu shows the user, the copyright year with the client version, and signs out', async ({ page, request }) => {
  await signInAs(page, request, ANNOTATOR);
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu of annotator' }).click();
  await expect(page.getByText(`© ${new Date().getFullYear()} Marginalia · version 0.1.0`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Documentation/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});
