import { expect, test, type Locator, type Page } from '@playwright/test';
import { MODEL_URL } from '../../../tooling/e2ePorts';
import { demoDataset } from './testing/annotationPage';
import { OWNER, signInAs } from './testing/session';

/** The reference table of the paper-extraction demo's 'Outcomes' question (its records name a paper by pmid). */
const outcomesTable = (page: Page) => page.locator('[data-question="outcomes"] .mg-reference-table');
const cells = (table: Locator, column: string) =>
  table.locator(`.tabulator-row .tabulator-cell[tabulator-field="${column}"]`);

async function openFillIn(page: Page, table: Locator) {
  const entry = page.getByRole('menu', { name: 'Row menu' }).getByRole('menuitem', { name: 'Fill with the model' });
  // Answering a question moves the focus on and saves a draft, which can shift the page under the pointer.
  await expect(async () => {
    await cells(table, 'outcome').first().click({ button: 'right' });
    await expect(entry).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await entry.click();
  const panel = page.getByRole('dialog', { name: 'Fill 1 row with the model' });
  await expect(panel).toBeVisible();
  // The menu is gone: the focus is in the panel, which has scrolled into view (it opens below the table).
  await expect(panel.getByRole('textbox', { name: 'Prompt (optional)' })).toBeFocused();
  await expect(panel).toBeInViewport();
  return panel;
}

test('fills a table row with the model from the row menu, then undoes it; a failed fill is a notification', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dataset = await demoDataset(request, 'paper-extraction');
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  const table = outcomesTable(page);
  await expect(table.getByRole('button', { name: 'Column menu of arm' })).toBeVisible({ timeout: 30_000 });
  await expect(cells(table, 'n').first()).toHaveText('');

  // The three questions steer the fill-in: 'Not listed' is never sent; the notes start the prompt.
  const sections = page.getByRole('group', { name: /Sections holding the outcomes/ });
  await sections.getByRole('checkbox', { name: /2\. Methods/ }).check();
  await sections.getByRole('checkbox', { name: /Not listed/ }).check();
  await page.getByRole('group', { name: /Read the outcomes from/ }).getByRole('checkbox', { name: /Tables/ }).check();

  const panel = await openFillIn(page, table);
  await expect(panel).toContainText('2. Methods');
  await expect(panel).not.toContainText('Not listed');
  await expect(panel).toContainText('table');
  // A prompt of spaces only is sent as null.
  await panel.getByRole('textbox', { name: 'Prompt (optional)' }).fill('   ');
  // A model that takes a few seconds and then fills the row, so the progress can be seen while the call runs.
  const modelCalls = async () => ((await (await request.get(`${MODEL_URL}/received`)).json()) as { count: number }).count;
  const callsBefore = await modelCalls();
  const slow = await request.post(`${MODEL_URL}/script`, { data: [{ fill: true, delayMs: 10_000 }] });
  expect(slow.status()).toBe(204);
  const sent = page.waitForRequest((req) => new URL(req.url()).pathname.endsWith('/models/extraction'));
  await panel.getByRole('button', { name: 'Fill rows' }).click();
  const body = (await sent).postDataJSON();
  expect(body.headers).toContain('2. Methods');
  expect(body.headers).not.toContain('Not listed');
  expect(body.types).toEqual(['table']);
  expect(body.prompt).toBeNull();
  expect(body.schema_name).toBe('Outcome');
  expect(['okafor2012', 'lindqvist2017', 'haddad2020']).toContain(body.reference);

  // While the model works: the spec's progress text and a progress bar, the row still empty, the button disabled.
  const status = panel.getByRole('status');
  const progress = panel.getByRole('progressbar', { name: 'The model is filling the rows…' });
  await expect(status).toHaveText('The model is filling the rows…');
  await expect(progress).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Fill rows' })).toBeDisabled();
  await expect(cells(table, 'n').first()).toHaveText('');
  // Still so a while after the model got the call (it answers 10 s later, room for a loaded machine; an instant
  // answer fills the row in ms).
  await expect.poll(modelCalls, { timeout: 30_000 }).toBe(callsBefore + 1);
  await page.waitForTimeout(2_000);
  await expect(status).toHaveText('The model is filling the rows…', { timeout: 100 });
  await expect(progress).toBeVisible({ timeout: 100 });
  await expect(cells(table, 'n').first()).toHaveText('', { timeout: 100 });

  // The stand-in model fills the empty cells of the row (integers 1, numbers 1.5); they arrive as one edit, and the
  // progress goes.
  await expect(status).toHaveText(/The model filled 1 row\./, { timeout: 60_000 });
  await expect(status).not.toContainText('The model is filling the rows…');
  await expect(progress).toHaveCount(0);
  await expect(cells(table, 'n').first()).toHaveText('1');
  await expect(cells(table, 'mean').first()).toHaveText('1.5');
  await expect(cells(table, 'n').nth(1)).toHaveText('');

  // One Undo takes the whole fill back.
  await table.getByRole('button', { name: 'Edit table ▾' }).click();
  await page.getByRole('menuitem', { name: 'Undo' }).click();
  await expect(cells(table, 'n').first()).toHaveText('');
  await expect(cells(table, 'mean').first()).toHaveText('');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  // The focus goes back to the table it was opened from.
  await expect(table.locator('.tabulator-tableholder')).toBeFocused();

  // A model that answers garbage twice (the server's repair retry included): the server's message is shown.
  const scripted = await request.post(`${MODEL_URL}/script`, {
    data: [{ content: 'this is not JSON' }, { content: 'still not JSON' }],
  });
  expect(scripted.status()).toBe(204);
  const again = await openFillIn(page, table);
  await again.getByRole('textbox', { name: 'Prompt (optional)' }).fill('Report n per arm');
  const second = page.waitForRequest((req) => new URL(req.url()).pathname.endsWith('/models/extraction'));
  await again.getByRole('button', { name: 'Fill rows' }).click();
  expect((await second).postDataJSON().prompt).toBe('Report n per arm');
  await expect(page.getByRole('alert').filter({ hasText: "The model's answer is not valid for the table" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(cells(table, 'n').first()).toHaveText('');
  await expect(again.getByRole('button', { name: 'Fill rows' })).toBeEnabled();
  // Escape closes the panel like its Close button.
  await again.getByRole('textbox', { name: 'Prompt (optional)' }).press('Escape');
  await expect(again).toHaveCount(0);
  await expect(table.locator('.tabulator-tableholder')).toBeFocused();
});

test('fills a row of the trial-outcomes demo from the paper its table names by reference', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Its records name no document; each suggested table names its paper (`reference`), seeded with the demo.
  const dataset = await demoDataset(request, 'trial-outcomes');
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode?search=348`);
  await expect(page.getByText('Lindqvist et al. (2013) randomised 348 adults')).toBeVisible({ timeout: 30_000 });
  const table = outcomesTable(page);
  await expect(table.getByRole('button', { name: 'Column menu of arm' })).toBeVisible({ timeout: 60_000 });

  const panel = await openFillIn(page, table);
  const sent = page.waitForRequest((req) => new URL(req.url()).pathname.endsWith('/models/extraction'));
  await panel.getByRole('button', { name: 'Fill rows' }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ reference: 'lindqvist2013', schema_name: 'Outcome' });
  await expect(panel.getByRole('status')).toHaveText(/The model filled 1 row\./, { timeout: 60_000 });
});
