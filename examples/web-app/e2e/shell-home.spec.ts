import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { WireDataset, WireWorkspace } from '@marginalia/core';
import { OWNER_API_KEY } from './testing/api';
import { ANNOTATOR, OWNER, signInAs } from './testing/session';
import { API_URL } from '../../../tooling/e2ePorts';

const OWNER_HEADERS = { 'X-Argilla-Api-Key': OWNER_API_KEY };
// Unique per run, so a retry does not collide with what the first attempt created.
const TEAM = `team-${Date.now().toString(36)}`;
const TEAM_DATASET = `Zeta reviews ${TEAM}`;

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/v1${path}`, { headers: OWNER_HEADERS, data });
  if (response.status() !== 201) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

// The sort is checked inside the team workspace: other flows create datasets on the shared server
// while this one runs, so the whole list is never stable enough to compare.
const TEAM_OTHERS = [`alpha notes ${TEAM}`, `Beta labels ${TEAM}`];

test.beforeAll(async ({ request }) => {
  const workspace = await post<WireWorkspace>(request, '/workspaces', { name: TEAM });
  for (const name of [TEAM_DATASET, ...TEAM_OTHERS]) {
    await post<WireDataset>(request, '/datasets', { name, workspace_id: workspace.id });
  }
});

const cardNames = (page: Page) => page.getByRole('heading', { level: 2 }).filter({ has: page.getByRole('link') }).allTextContents();

test('home filters: workspace (in the URL), sort and case-insensitive search; Home clears them', async ({ page, request }) => {
  await signInAs(page, request, OWNER);
  await page.goto('/');
  await expect(page.getByRole('link', { name: TEAM_DATASET })).toBeVisible();
  const all = await cardNames(page);
  expect(all.length).toBeGreaterThanOrEqual(6);

  await page.getByRole('button', { name: 'All workspaces' }).click();
  const teamOption = page.getByRole('checkbox', { name: new RegExp(TEAM) });
  await expect(teamOption.locator('xpath=..')).toContainText('Datasets: 3');
  await teamOption.check();
  await expect(page).toHaveURL(new RegExp(`\\?workspaces=${TEAM}$`));
  await expect.poll(async () => (await cardNames(page)).sort()).toEqual([TEAM_DATASET, ...TEAM_OTHERS].sort());

  // The URL pre-selects the filter on a fresh load.
  await page.reload();
  await expect.poll(async () => (await cardNames(page)).length).toBe(3);
  await expect(page.getByRole('button', { name: 'Workspaces (1)' })).toBeVisible();

  // Sorting by name is case-insensitive; the direction button reverses it.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await expect.poll(() => cardNames(page)).toEqual([TEAM_DATASET, TEAM_OTHERS[1], TEAM_OTHERS[0]]);
  await page.getByRole('button', { name: 'Descending order, switch to ascending' }).click();
  await expect.poll(() => cardNames(page)).toEqual([TEAM_OTHERS[0], TEAM_OTHERS[1], TEAM_DATASET]);

  // The Home breadcrumb clears every filter.
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('zeta');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('');
  await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThanOrEqual(all.length);

  // Search is case-insensitive (the full unique name: a retry leaves the first attempt's datasets behind).
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill(TEAM_DATASET.toUpperCase());
  await expect.poll(() => cardNames(page)).toEqual([TEAM_DATASET]);
});

test('the workspace badges of My settings lead to the filtered home', async ({ page, request }) => {
  await signInAs(page, request, OWNER);
  await page.goto('/user-settings');
  await page.getByRole('link', { name: TEAM, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?workspaces=${TEAM}$`));
  await expect.poll(async () => (await cardNames(page)).length).toBe(3);
  await expect(page.getByRole('link', { name: TEAM_DATASET })).toBeVisible();
});

test('administrators get the hub import, the Python snippet and the examples', async ({ page, request }) => {
  await signInAs(page, request, OWNER);
  await page.goto('/');
  await page.getByRole('button', { name: 'Import from Python' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log records with the Python SDK' });
  await expect(dialog).toContainText(`rg.Argilla(api_url="${API_URL}", api_key="owner.apikey")`);
  await page.getByRole('heading', { level: 1, name: 'Datasets' }).click();
  await expect(dialog).toBeHidden();

  const examples = page.getByRole('region', { name: 'Example datasets' });
  await expect(examples.getByRole('button')).toHaveCount(3);
  await expect(examples).toContainText('100K rows');
  await expect(examples).toContainText('15K rows');
  await expect(examples).toContainText('350 rows');

  await page.getByRole('button', { name: 'Import from the Hub' }).click();
  await expect(page.getByRole('button', { name: 'Import from Python' })).toBeHidden();
  const submit = page.getByRole('button', { name: 'Import dataset' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Repository id' }).fill('stanfordnlp/imdb');
  await submit.click();
  await expect(page).toHaveURL(/\/stanfordnlp%2Fimdb$/);
});

test('annotators get the guides and the demo link instead', async ({ page, request }) => {
  await signInAs(page, request, ANNOTATOR);
  await page.goto('/');
  const guides = page.getByRole('region', { name: 'Guides' });
  await expect(guides.getByRole('link')).toHaveCount(3);
  await expect(guides.getByRole('link', { name: /Annotate your dataset/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Import from the Hub' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Example datasets' })).toHaveCount(0);
});
