import { expect, test, type Locator } from '@playwright/test';
import { demoDataset } from './testing/annotationPage';
import { OWNER, signInAs } from './testing/session';

/** Pastes as the browser does on Ctrl+V: rich HTML and its plain text on the clipboard event. */
async function pasteClipboard(target: Locator, text: string, html: string) {
  await target.evaluate(
    (element, { text, html }) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      data.setData('text/html', html);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { text, html },
  );
}

test('edits a use_table text answer in the rich-text table editor: header row, find & replace, paste, Escape', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dataset = await demoDataset(request, 'trial-outcomes');
  await signInAs(page, request, OWNER);
  // The record whose results table is suggested (records seeded together have no stable order of their own).
  await page.goto(`/dataset/${dataset.id}/annotation-mode?search=394`);
  await expect(page.getByText('Okafor et al. (2012) randomised 394 adults')).toBeVisible({ timeout: 20_000 });

  // The suggested results table was printed without a header row: the editor gives it one on load.
  const editor = page.getByRole('textbox', { name: 'Table for Results table' });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(editor.locator('table tr').first().locator('th')).toHaveCount(3);
  await expect(editor.locator('table tr').first().locator('td')).toHaveCount(0);
  await expect(editor.locator('th').first()).toHaveText('Arm');

  const root = page.locator('.mg-rich-table').filter({ has: editor });
  await root.getByRole('button', { name: 'Find and replace' }).click();
  const bar = root.getByRole('search', { name: 'Find and replace' });
  const find = bar.getByRole('textbox', { name: 'Find' });
  const replace = bar.getByRole('textbox', { name: 'Replace with' });

  // The term must not be empty.
  await bar.getByRole('button', { name: 'Replace all' }).click();
  await expect(bar.getByRole('alert')).toHaveText('Enter a term to find');

  // Case-sensitive: 'placebo' matches the lower-case cell only; 'Metformin' stays.
  await find.fill('METFORMIN');
  await bar.getByRole('checkbox', { name: 'Match case' }).check();
  await bar.getByRole('button', { name: 'Find next' }).click();
  await expect(bar.getByRole('status')).toHaveText('0 matches');
  await bar.getByRole('checkbox', { name: 'Match case' }).uncheck();
  await bar.getByRole('button', { name: 'Find next' }).click();
  await expect(bar.getByRole('status')).toHaveText('1 match');
  await bar.getByRole('checkbox', { name: 'Match case' }).check();
  await find.fill('placebo');
  await replace.fill('Placebo');
  await bar.getByRole('button', { name: 'Replace all' }).click();
  await expect(bar.getByRole('status')).toHaveText('Replaced 1 match');
  await expect(editor.locator('td').filter({ hasText: /^Placebo$/ })).toHaveCount(1);

  // A regular expression, with a bad pattern first, then groups in the replacement.
  await bar.getByRole('checkbox', { name: 'Regular expression' }).check();
  await find.fill('^(\\d+');
  await bar.getByRole('button', { name: 'Replace all' }).click();
  await expect(bar.getByRole('alert')).toHaveText(/^Not a valid regular expression: /);
  await find.fill('^(\\d+)$');
  await replace.fill('n=$1');
  await bar.getByRole('button', { name: 'Replace all' }).click();
  await expect(bar.getByRole('status')).toHaveText('Replaced 2 matches');
  await expect(editor.locator('td').filter({ hasText: /^n=179$/ })).toHaveCount(1);
  await expect(editor.locator('td').filter({ hasText: /^n=90$/ })).toHaveCount(1);
  await bar.getByRole('button', { name: 'Close find and replace' }).click();
  await expect(bar).toHaveCount(0);

  // Paste keeps the text only: no markup from the clipboard reaches the answer.
  await editor.locator('td').filter({ hasText: /^-1\.14$/ }).click();
  await page.keyboard.press('End');
  await pasteClipboard(editor, ' (SD 0.3)', '<b style="color:red" onclick="alert(1)"> (SD 0.3)</b>');
  await expect(editor.locator('td').filter({ hasText: /^-1\.14 \(SD 0\.3\)$/ })).toHaveCount(1);
  await expect(editor.locator('b')).toHaveCount(0);
  await expect(editor.locator('[onclick], [style*="color"]')).toHaveCount(0);

  // Escape leaves editing: the focus goes to the editor's frame, and typing changes nothing.
  await editor.locator('td').filter({ hasText: /^n=90$/ }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor).not.toBeFocused();
  await expect(root).toBeFocused();
  const before = await editor.innerHTML();
  await page.keyboard.type('zz');
  expect(await editor.innerHTML()).toBe(before);
});
