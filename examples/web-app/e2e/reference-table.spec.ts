import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { deleteOwnerResponses, demoDataset } from './testing/annotationPage';
import { OWNER, signInAs } from './testing/session';
import { seriousViolations } from './testing/axe';

const TRIAL_OUTCOMES = 'trial-outcomes';

/** The reference table of the 'Outcomes' table question. */
const outcomesTable = (page: Page) => page.locator('[data-question="outcomes"] .mg-reference-table');
const cells = (table: Locator, column: string) =>
  table.locator(`.tabulator-row .tabulator-cell[tabulator-field="${column}"]`);

/** Pastes text into the grid as the browser does on Ctrl+V, with the text on the clipboard event. */
async function pasteText(target: Locator, text: string) {
  await target.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('reviews and corrects a reference table against its schema', async ({ page, request }) => {
  test.setTimeout(180_000);
  const dataset = await demoDataset(request, TRIAL_OUTCOMES);
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  const table = outcomesTable(page);

  // Load: the suggested outcomes table, its columns and rows, checked against its schema version.
  await expect(table.getByRole('button', { name: 'Column menu of arm' })).toBeVisible({ timeout: 20_000 });
  await expect(cells(table, 'arm').first()).toBeVisible();

  // Edit a cell by double click; Enter commits the edit and submits nothing.
  await cells(table, 'arm').first().dblclick();
  const editor = table.locator('.tabulator-cell.tabulator-editing input');
  await editor.fill('placebo');
  await editor.press('Enter');
  await expect(cells(table, 'arm').first()).toHaveText('placebo');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

  // Undo and redo from the Edit table menu.
  await table.getByRole('button', { name: 'Edit table ▾' }).click();
  await page.getByRole('menuitem', { name: 'Undo' }).click();
  await expect(cells(table, 'arm').first()).toHaveText('drug');
  await table.getByRole('button', { name: 'Edit table ▾' }).click();
  await page.getByRole('menuitem', { name: 'Redo' }).click();
  await expect(cells(table, 'arm').first()).toHaveText('placebo');

  // Paste a block of two rows × two columns from the selected cell.
  await cells(table, 'n').first().click();
  await pasteText(table.locator('.tabulator'), '11\t1.5\n22\t2.5');
  await expect(cells(table, 'n').nth(0)).toHaveText('11');
  await expect(cells(table, 'n').nth(1)).toHaveText('22');
  await expect(cells(table, 'mean').nth(1)).toHaveText('2.5');

  // Add a column, rename it (dots become spaces), then delete it; the index column cannot be deleted.
  await table.getByRole('button', { name: 'Add Column ▾' }).click();
  await page.getByRole('menuitem', { name: 'New column' }).click();
  await table.getByRole('textbox', { name: 'Column name' }).fill('dose');
  await table.getByRole('textbox', { name: 'Column name' }).press('Enter');
  await expect(table.getByRole('button', { name: 'Column menu of dose' })).toBeVisible();
  await table.getByRole('button', { name: 'Column menu of dose' }).click();
  await page.getByRole('menuitem', { name: 'Rename column' }).click();
  await table.getByRole('textbox', { name: 'Column name' }).fill('arm');
  await expect(table.getByRole('alert')).toHaveText(
    "Column name 'arm' already exists. Please choose a different name.",
  );
  await table.getByRole('textbox', { name: 'Column name' }).fill('dose.mg');
  await table.getByRole('textbox', { name: 'Column name' }).press('Enter');
  await expect(table.getByRole('button', { name: 'Column menu of dose mg' })).toBeVisible();
  await table.getByRole('button', { name: 'Column menu of dose mg' }).click();
  await page.getByRole('menuitem', { name: 'Delete column' }).click();
  await expect(table.getByRole('button', { name: 'Column menu of dose mg' })).toHaveCount(0);
  await table.getByRole('button', { name: 'Column menu of Outcome_ID' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete column' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // The answer is table JSON, sent like any other answer. This record's table breaks its schema (the demo's
  // records carry errors), so the server refuses it with 422 and the person's edits stay on screen.
  const sent = page.waitForResponse(
    (answer) =>
      /\/responses(\/[^/]+)?$/.test(new URL(answer.url()).pathname) &&
      answer.request().postDataJSON()?.status === 'submitted',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = await sent;
  expect(JSON.stringify(answer.request().postDataJSON().values.outcomes.value)).toContain('placebo');
  expect(answer.status()).toBe(422);
  // The refusal names the first bad cell by row and column, and the person is told so.
  const { detail } = (await answer.json()) as { detail: string };
  expect(detail).toMatch(/^table answer for question 'outcomes' is not valid: row \d+, column '[^']+': /);
  await expect(page.getByText(detail.split(' (')[0]!, { exact: false })).toBeVisible();
  await expect(cells(table, 'arm').first()).toHaveText('placebo');
});

/**
 * Signs in as the owner and opens the trial-outcomes annotation page (its first pending record, or the one the
 * search finds); answers its outcomes table once drawn.
 */
async function openOutcomes(page: Page, request: APIRequestContext, search?: string): Promise<Locator> {
  const dataset = await demoDataset(request, TRIAL_OUTCOMES);
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode${search ? `?search=${search}` : ''}`);
  const table = outcomesTable(page);
  // The grid's chunk loads on demand, slowly on a busy machine.
  await expect(table.getByRole('button', { name: 'Column menu of arm' })).toBeVisible({ timeout: 60_000 });
  return table;
}

/** Opens the row menu of a cell's row with a right click. */
async function rowMenu(page: Page, cell: Locator) {
  await cell.click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Row menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('edits rows from the row menu and checks data, jumping to the first error', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The record of Lindqvist et al. (2013), whose table names schema v1, where a count is not nullable. The first
  // pending record is a random one (the queue is shuffled per seed), and a quarter of the demo tables name v2,
  // where an empty count is no error.
  // The fill-in flow works on this record too; its table edit can leave a draft (auto-save), which takes the record
  // out of the pending queue this page opens. The owner's answer is removed first, so the record opens as seeded.
  const dataset = await demoDataset(request, TRIAL_OUTCOMES);
  await deleteOwnerResponses(request, dataset.id, (record) => JSON.stringify(record.fields).includes('randomised 348 adults'));
  const table = await openOutcomes(page, request, '348');
  await expect(page.getByText('Lindqvist et al. (2013) randomised 348 adults')).toBeVisible();
  await expect(table.getByText('A newer version of the schema exists')).toBeVisible();
  const rowCount = await cells(table, 'arm').count();
  const firstOutcome = await cells(table, 'outcome').first().innerText();

  // Duplicate a row from the row menu: the copy follows it, with the same values and no index value.
  await (await rowMenu(page, cells(table, 'outcome').first())).getByRole('menuitem', { name: 'Duplicate rows' }).click();
  await expect(page.getByRole('menu', { name: 'Row menu' })).toHaveCount(0);
  await expect(cells(table, 'arm')).toHaveCount(rowCount + 1);
  await expect(cells(table, 'outcome').nth(1)).toHaveText(firstOutcome);
  await expect(cells(table, 'Outcome_ID').nth(1)).toHaveText('');

  // Delete that copy again.
  await (await rowMenu(page, cells(table, 'outcome').nth(1))).getByRole('menuitem', { name: 'Delete rows' }).click();
  await expect(cells(table, 'arm')).toHaveCount(rowCount);

  // Add a row below the first: it takes the highest index + 1 and the reference value of its neighbour.
  const indexes = (await cells(table, 'Outcome_ID').allInnerTexts()).map(Number);
  await (await rowMenu(page, cells(table, 'outcome').first())).getByRole('menuitem', { name: 'Add row below' }).click();
  await expect(cells(table, 'arm')).toHaveCount(rowCount + 1);
  await expect(cells(table, 'Outcome_ID').nth(1)).toHaveText(String(Math.max(...indexes) + 1));
  await expect(cells(table, 'outcome').nth(1)).toHaveText('');

  // The new row's empty count breaks the schema (v1: not nullable) and is marked; a pasted count takes the mark
  // away, and Ctrl+Z on the grid brings the empty cell and its mark back.
  const count = cells(table, 'n').nth(1);
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await count.click();
  await pasteText(table.locator('.tabulator'), '5');
  await expect(count).toHaveText('5');
  await expect(count).not.toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Control+z');
  await expect(count).toHaveText('');
  await expect(count).toHaveAttribute('aria-invalid', 'true');

  // The row menu also opens from the keyboard on the selected cell (Shift+F10) and closes on Escape.
  await cells(table, 'arm').first().click();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu', { name: 'Row menu' }).getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Row menu' })).toHaveCount(0);

  // Check data jumps to the first wrong cell and marks it.
  await table.getByRole('button', { name: 'Check data', exact: true }).click();
  await expect(table.getByRole('status')).toHaveText(/cells? do(es)? not match the schema/);
  await expect(table.locator('.mg-grid-cell--jumped')).toHaveAttribute('aria-invalid', 'true');
  await expect(table.locator('.mg-grid-cell--jumped')).toBeInViewport();

  // Fetch the latest schema (reloads without version_id): no 'not latest' marker afterwards.
  await table.getByRole('button', { name: 'Check data options' }).click();
  await page.getByRole('menuitem', { name: 'Fetch latest schema' }).click();
  await expect(table.getByText('A newer version of the schema exists')).toHaveCount(0);
});

test('freezes and filters a column, and works on reference groups from the group menu', async ({ page, request }) => {
  test.setTimeout(180_000);
  const table = await openOutcomes(page, request);

  // Freeze and unfreeze from the column menu.
  await table.getByRole('button', { name: 'Column menu of outcome', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Freeze column' }).click();
  await expect(table.locator('.tabulator-col.tabulator-frozen[tabulator-field="outcome"]')).toHaveCount(1);
  await table.getByRole('button', { name: 'Column menu of outcome', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Unfreeze column' }).click();
  await expect(table.locator('.tabulator-col.tabulator-frozen[tabulator-field="outcome"]')).toHaveCount(0);

  // Filter values: only the rows with the chosen value stay, under a badge that removes the filter.
  const rowCount = await cells(table, 'arm').count();
  const value = await cells(table, 'arm').first().innerText();
  await table.getByRole('button', { name: 'Column menu of arm' }).click();
  await page.getByRole('menuitem', { name: 'Filter values' }).click();
  // Every value is shown at first; unchecking the others keeps only the rows with this one.
  const panel = table.getByRole('dialog', { name: 'Filter values' });
  for (const name of await panel.locator('label').allInnerTexts())
    if (name.trim() !== value) await panel.getByRole('checkbox', { name: name.trim(), exact: true }).uncheck();
  await page.keyboard.press('Escape');
  const badges = table.getByRole('list', { name: 'Filter values' });
  await expect(badges).toContainText(`arm: ${value}`);
  for (const text of await cells(table, 'arm').allInnerTexts()) expect(text).toBe(value);
  await badges.getByRole('button', { name: 'Remove filter on arm' }).click();
  await expect(cells(table, 'arm')).toHaveCount(rowCount);

  // The group menu of the reference column's group: show the reference, then delete the group's rows.
  await table.getByRole('button', { name: 'Group menu' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Add missing references' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Show reference' }).click();
  const reference = table.getByRole('dialog', { name: 'Show reference' });
  await expect(reference).toContainText('Study_ID');
  // Whichever pending record opens first (other flows submit some), its reference names the study's drug.
  await expect(reference).toContainText('"drug"');
  await reference.getByRole('button', { name: 'Close' }).click();
  await table.getByRole('button', { name: 'Group menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Delete rows group' }).click();
  await expect(cells(table, 'arm')).toHaveCount(0);
  await expect(table.getByText('No data available')).toBeVisible();
  const undo = async () => {
    await table.getByRole('button', { name: 'Edit table ▾' }).click();
    await page.getByRole('menuitem', { name: 'Undo' }).click();
  };

  // The empty table offers a row for every reference the record's study table names (one study here).
  const studies = cells(table, 'Study_ID');
  await table.getByRole('button', { name: 'Generate empty rows for every reference' }).click();
  await expect(studies).toHaveCount(1);
  const study = await studies.first().innerText();
  expect(study).toMatch(/^S\d+$/);
  await expect(cells(table, 'Outcome_ID').first()).toHaveText('1');
  await expect(table.getByText('No data available')).toHaveCount(0);
  await undo();
  await expect(studies).toHaveCount(0);

  // A row without a reference leaves the study missing: its group menu adds it.
  await table.getByRole('button', { name: 'Add Row' }).click();
  await expect(studies).toHaveCount(1);
  await expect(studies.first()).toHaveText('');
  await table.getByRole('button', { name: 'Group menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Add missing references' }).click();
  await expect(studies).toHaveCount(2);
  await expect(studies.filter({ hasText: study })).toHaveCount(1);

  // The group's rows come back with Undo (of the missing reference, the new row, then the deleted group).
  await undo();
  await undo();
  await undo();
  await expect(cells(table, 'arm')).toHaveCount(rowCount);
});

test('the reference table has no serious or critical axe violations', async ({ page, request }) => {
  // Two axe runs over a page with a 30-row grid, on a shared machine.
  test.setTimeout(180_000);
  const table = await openOutcomes(page, request);
  expect(await seriousViolations(page)).toEqual([]);
  // With a menu open too.
  await rowMenu(page, cells(table, 'outcome').first());
  expect(await seriousViolations(page)).toEqual([]);
});

test('downloads the grid library only for a dataset with a table question', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Scripts that carry Tabulator (its code and its sheet both name the rows holder's class).
  const gridScripts: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!/\.m?js$/.test(path)) return;
    reading.push(
      response
        .text()
        .then((body) => void (body.includes('tabulator-tableholder') && gridScripts.push(path)))
        .catch(() => undefined),
    );
  });
  const reviews = await demoDataset(request);
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${reviews.id}/annotation-mode`);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 30_000 });
  // Whatever the page loads on demand for this dataset has come by now.
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  expect(reading.length).toBeGreaterThan(0);
  expect(gridScripts).toEqual([]);

  const outcomes = await demoDataset(request, TRIAL_OUTCOMES);
  await page.goto(`/dataset/${outcomes.id}/annotation-mode`);
  await expect(outcomesTable(page).getByRole('button', { name: 'Column menu of arm' })).toBeVisible({
    timeout: 60_000,
  });
  await Promise.all(reading);
  expect(gridScripts.length).toBeGreaterThan(0);
});
