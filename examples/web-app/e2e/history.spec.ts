import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { WireDataset, WireWorkspace } from '@marginalia/core';
import { OWNER_API_KEY } from './testing/api';
import { OWNER, signInAs } from './testing/session';
import { expandPanels } from './testing/annotationPage';

const owner = { 'X-Argilla-Api-Key': OWNER_API_KEY };

async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await request[method](`/api/v1${path}`, { headers: owner, data });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A published one-record dataset in the demo workspace (a label question `sentiment`) and a new annotator of it. */
async function historyDataset(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const { items } = await call<{ items: WireWorkspace[] }>(request, 'get', '/me/workspaces');
  const workspace = items.find((candidate) => candidate.name === 'demo')!;
  const dataset = await call<WireDataset>(request, 'post', '/datasets', {
    name: `history-${stamp}`,
    workspace_id: workspace.id,
    distribution: { strategy: 'overlap', min_submitted: 2 },
  });
  await call(request, 'post', `/datasets/${dataset.id}/fields`, { name: 'review', title: 'Review', required: true, settings: { type: 'text' } });
  const options = ['positive', 'negative', 'neutral'].map((value) => ({ value, text: value[0]!.toUpperCase() + value.slice(1) }));
  await call(request, 'post', `/datasets/${dataset.id}/questions`, {
    name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options },
  });
  await call(request, 'put', `/datasets/${dataset.id}/publish`);
  await call(request, 'post', `/datasets/${dataset.id}/records/bulk`, { items: [{ fields: { review: `A hard one (${stamp}).` } }] });
  const annotator = { username: `hist-${stamp}`, password: '12345678' };
  const user = await call<{ id: string }>(request, 'post', '/users', { ...annotator, first_name: 'Hist', role: 'annotator' });
  await call(request, 'post', `/workspaces/${workspace.id}/users`, { user_id: user.id });
  return { dataset, annotator };
}

test("an annotator's answer and its change show in the record's history; an admin downloads the dataset's history", async ({ browser, request }) => {
  const { dataset, annotator } = await historyDataset(request);

  // The annotator submits 'positive', then reopens the submitted record and changes it to 'neutral'.
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, request, annotator);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  await page.getByRole('radio', { name: 'Positive' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.goto(`/dataset/${dataset.id}/annotation-mode?status=submitted`);
  await expect(page.getByRole('radio', { name: 'Positive' })).toBeChecked();
  await expandPanels(page);
  const history = page.getByRole('region', { name: 'History' });
  // The record's own creation (by the owner's import) is the first line; the annotator's answer has the next.
  await expect(history.getByRole('listitem').first()).toHaveText(/^owner created the record · /);
  const answer = history.getByRole('listitem').filter({ hasText: annotator.username });
  // A slow machine may let the draft autosave (a second after the click) run before Submit: then the line says so.
  const u = annotator.username;
  await expect(answer).toHaveText(
    new RegExp(`^${u} (submitted 'positive'|saved a draft 'positive' · just now · submitted by ${u}) · (just now|\\d+ minutes? ago)$`),
  );
  await page.getByRole('radio', { name: 'Neutral' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  // The view moves past its only record; opening it again, its history has both answers, who gave them and when.
  await expect(page.getByRole('status').filter({ hasText: 'You have no submitted records' })).toBeVisible();
  await page.goto(`/dataset/${dataset.id}/annotation-mode?status=submitted`);
  await expect(page.getByRole('radio', { name: 'Neutral' })).toBeChecked();
  await expect(answer).toHaveText(new RegExp(`^${u} (submitted 'positive'|saved a draft 'positive' · just now · submitted by ${u}) · just now · .*'neutral' by ${u} · just now$`));
  const times = answer.locator('time');
  expect(await times.count()).toBeGreaterThanOrEqual(2);
  for (const time of await times.all()) expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

  // The owner opens the dataset's history (the settings' History tab) and downloads it as CSV.
  const ownerPage = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInAs(ownerPage, request, OWNER);
  await ownerPage.goto(`/dataset/${dataset.id}/history`);
  await expect(ownerPage).toHaveURL(new RegExp(`/dataset/${dataset.id}/settings\\?tab=history$`));
  await expect(ownerPage.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
  const table = ownerPage.getByRole('table');
  // With a draft autosaved before Submit (a slow machine), the submit is a change of its own: one row or more.
  await expect(table.getByRole('row', { name: new RegExp(`${annotator.username}.*Answer · changed`) }).first()).toBeVisible();
  const [download] = await Promise.all([
    ownerPage.waitForEvent('download'),
    ownerPage.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`dataset-${dataset.id}-history.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('at,username,user_id,entity,entity_id,record_id,action,before,after');
  const answers = lines.filter((line) => line.includes(`,${annotator.username},`) && line.includes(',response,'));
  // Newest first: the answer's creation last, then its updates (the submit after an autosaved draft is one more).
  const actions = answers.map((line) => line.split(',')[6]);
  expect(actions.at(-1)).toBe('create');
  expect(actions.slice(0, -1).length).toBeGreaterThanOrEqual(1);
  expect(actions.slice(0, -1).every((action) => action === 'update')).toBe(true);
  expect(answers[0]).toContain('neutral');
  expect(lines.some((line) => /,owner,.*,dataset,.*,create,/.test(line))).toBe(true);
});
