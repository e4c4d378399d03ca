import { expect, test } from '@playwright/test';
import { demoDataset, focusRecord } from './testing/annotationPage';
import { ANNOTATOR, OWNER, signInAs } from './testing/session';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

test('a signed-out visit goes to sign-in and returns to the page; a signed-in user leaves sign-in', async ({ page }) => {
  await page.goto('/user-settings');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password says so; the password can be shown', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Username').fill(ANNOTATOR.username);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password. Try again');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('?auth= signs in automatically; a malformed value makes no attempt', async ({ page }) => {
  const tokenRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/api/v1/token') && tokenRequests.push(request.url()));
  await page.goto('/sign-in?auth=%25%25%25');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  expect(tokenRequests).toEqual([]);

  await page.goto(`/sign-in?auth=${encodeURIComponent(base64(`${ANNOTATOR.username}:${ANNOTATOR.password}`))}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datasets' })).toBeVisible();
  expect(tokenRequests).toHaveLength(1);
});

test('redirects: hub welcome off the platform, empty OAuth callback and /new/:id?', async ({ page, request }) => {
  await page.goto('/welcome-hf-sign-in');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/oauth/huggingface/callback');
  await expect(page).toHaveURL(/\/sign-in$/);

  await signInAs(page, request, OWNER);
  await page.goto('/welcome-hf-sign-in');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/new');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/new/stanfordnlp%2Fimdb');
  await expect(page).toHaveURL(/\/stanfordnlp%2Fimdb$/);
});

test('a 401 from the navigation check signs out and goes to sign-in', async ({ page, request }) => {
  await signInAs(page, request, ANNOTATOR);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Datasets' })).toBeVisible();
  // The token is revoked on the server side from now on.
  await page.route('**/api/v1/me', (route) =>
    route.fulfill({ status: 401, json: { detail: { code: 'argilla.api.errors::UnauthorizedError', params: { detail: 'Invalid token' } } } }),
  );
  await page.getByRole('button', { name: 'User menu of annotator' }).click();
  await page.getByRole('link', { name: 'My settings' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth.token'))).toBeNull();
});

test('the page a session is restored on asks who the user is once; its own address updates ask nothing; the next page asks', async ({ page, request }) => {
  const dataset = await demoDataset(request);
  await signInAs(page, request, ANNOTATOR);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/me') asked.push(page.url());
  });
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  // The page writes its filters and position into its address once the record shows.
  await expect(page).toHaveURL(/status=pending/);
  await expect(focusRecord(page)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(asked).toHaveLength(1);
  await page.getByRole('button', { name: 'User menu of annotator' }).click();
  await page.getByRole('link', { name: 'My settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
  await expect.poll(() => asked.length).toBe(2);
});

test('an annotation page opened by a full load sends its first reads beside the session restore, each once', async ({ page, request }) => {
  const dataset = await demoDataset(request);
  await signInAs(page, request, ANNOTATOR);
  const events: string[] = [];
  const firstReads = [
    `/api/v1/datasets/${dataset.id}`,
    `/api/v1/datasets/${dataset.id}/fields`,
    `/api/v1/datasets/${dataset.id}/questions`,
    `/api/v1/me/datasets/${dataset.id}/metadata-properties`,
    `/api/v1/me/datasets/${dataset.id}/records/search/page`,
  ];
  page.on('request', (sent) => events.push(`sent ${new URL(sent.url()).pathname}`));
  page.on('response', (answer) => events.push(`answered ${new URL(answer.url()).pathname}`));
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  await expect(focusRecord(page)).toBeVisible();
  await expect(page).toHaveURL(/status=pending/);
  for (const path of firstReads) expect(events.filter((event) => event === `sent ${path}`), path).toHaveLength(1);
  // Sent before the restore's `GET /me` answered: not after it and the page's first render.
  const meAnswered = events.indexOf('answered /api/v1/me');
  expect(events.indexOf(`sent /api/v1/me/datasets/${dataset.id}/records/search/page`)).toBeLessThan(meAnswered);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  await expect(page.getByText("We can't seem to find the page you are looking for")).toBeVisible();
  await page.getByRole('link', { name: 'Back to home page' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('going offline and online again is announced', async ({ page, context, request }) => {
  await signInAs(page, request, ANNOTATOR);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Datasets' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are online again' })).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
});
