import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO_URL, datasetId } from './testing/demo';

// The shared primitives inside custom elements' shadow roots, in a real browser: the settings tabs (Tabs) and the
// reference table's menus and panels (MenuButton, Menu at a point, PopoverPanel) keep their keys, focus and styles.

const table = {
  schema: {
    fields: [
      { name: 'Outcome_ID', type: 'integer' },
      { name: 'arm', type: 'string' },
    ],
    primaryKey: ['Outcome_ID'],
  },
  data: [
    { Outcome_ID: 1, arm: 'drug' },
    { Outcome_ID: 2, arm: 'placebo' },
  ],
};

/** The element holding the focus inside a custom element's shadow root (the page's is only the host). */
const focusedIn = (page: Page, tag: string) =>
  page.locator(tag).evaluate((host) => {
    const active = host.shadowRoot!.activeElement;
    return active ? `${active.getAttribute('role') ?? active.tagName}: ${active.textContent?.trim()}` : null;
  });

test('tabs, menus and panels work by keyboard inside shadow roots, styled by their own sheets', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dataset = await datasetId(request, 'product-reviews');
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${DEMO_URL}/elements.html`);
  await page.evaluate(
    ({ api, dataset, value }) =>
      Promise.all(
        ['mg-dataset-settings', 'mg-reference-table'].map((tag) => customElements.whenDefined(tag)),
      ).then(() => {
        const stage = document.getElementById('stage')!;
        for (const tag of ['mg-dataset-settings', 'mg-reference-table']) {
          const element = document.createElement(tag) as HTMLElement & { value?: unknown };
          element.setAttribute('base-url', `${api}/api`);
          element.setAttribute('api-key', 'owner.apikey');
          if (tag === 'mg-dataset-settings') element.setAttribute('dataset-id', dataset);
          else {
            element.setAttribute('label', 'Outcomes');
            element.value = value;
          }
          stage.appendChild(element);
        }
      }),
    { api: API_URL, dataset, value: table },
  );

  // The keyboard checks start once the table has built, so they never race its first layout.
  await expect(page.locator('mg-reference-table').getByRole('gridcell', { name: 'placebo' })).toBeVisible({
    timeout: 30_000,
  });

  // Settings tabs: arrows select and move the focus inside the shadow root.
  const settings = page.locator('mg-dataset-settings');
  const general = settings.getByRole('tab', { name: 'General' });
  await expect(general).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  // The tabs' own sheet (3px underline of the selected tab) reached the shadow root.
  await expect(general).toHaveCSS('border-bottom-width', '3px');
  await general.focus();
  await page.keyboard.press('ArrowRight');
  await expect(settings.getByRole('tab', { name: 'Fields' })).toHaveAttribute('aria-selected', 'true');
  expect(await focusedIn(page, 'mg-dataset-settings')).toBe('tab: Fields');
  await expect(settings.getByRole('tabpanel', { name: 'Fields' })).toBeVisible();
  await page.keyboard.press('End');
  expect(await focusedIn(page, 'mg-dataset-settings')).toBe('tab: Danger zone');

  // The table's toolbar menu: a menu button whose menu takes the focus and gives it back on Escape.
  const reference = page.locator('mg-reference-table');
  const edit = reference.getByRole('button', { name: 'Edit table ▾' });
  await edit.click({ timeout: 30_000 });
  await expect(reference.getByRole('menu', { name: 'Edit table' })).toBeVisible();
  expect(await focusedIn(page, 'mg-reference-table')).toMatch(/^menuitem: /);
  await page.keyboard.press('Escape');
  await expect(reference.getByRole('menu')).toHaveCount(0);
  expect(await focusedIn(page, 'mg-reference-table')).toBe('BUTTON: Edit table ▾');

  // A column's menu opens at the grid, fixed in the viewport by the table's sheet; 'Filter values' opens a panel
  // there that takes the focus; Escape closes it with the focus back on the column's menu button.
  await reference.getByRole('button', { name: 'Column menu of arm' }).click();
  const columnMenu = reference.getByRole('menu', { name: 'Column menu of arm' });
  await expect(columnMenu).toBeVisible();
  await expect(columnMenu).toHaveCSS('position', 'fixed');
  expect(await focusedIn(page, 'mg-reference-table')).toBe('menuitem: Freeze column');
  // Type-ahead: the next entry starting with 'f'.
  await page.keyboard.press('f');
  expect(await focusedIn(page, 'mg-reference-table')).toBe('menuitem: Filter values');
  await page.keyboard.press('Enter');
  const panel = reference.getByRole('dialog', { name: 'Filter values' });
  await expect(panel).toHaveCSS('position', 'fixed');
  await expect(panel.getByRole('checkbox', { name: 'drug' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(reference.getByRole('button', { name: 'Column menu of arm' })).toBeFocused();
});

test('an editable reference table that builds while the user types elsewhere leaves the focus there', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${DEMO_URL}/elements.html`);
  const note = page.getByRole('textbox', { name: 'Note' });
  await page.evaluate(
    ({ api, value }) =>
      customElements.whenDefined('mg-reference-table').then(() => {
        const stage = document.getElementById('stage')!;
        const input = document.createElement('input');
        input.setAttribute('aria-label', 'Note');
        stage.appendChild(input);
        input.focus();
        const element = document.createElement('mg-reference-table') as HTMLElement & { value?: unknown };
        element.setAttribute('base-url', `${api}/api`);
        element.setAttribute('api-key', 'owner.apikey');
        element.setAttribute('label', 'Outcomes');
        element.value = value;
        stage.appendChild(element);
      }),
    { api: API_URL, value: table },
  );
  await page.keyboard.type('before');
  const reference = page.locator('mg-reference-table');
  await expect(reference.getByRole('gridcell', { name: 'placebo' })).toBeVisible({ timeout: 30_000 });
  // Tabulator focuses an editable grid's first cell on every load of data; only while the user works in it.
  await page.keyboard.type(' after');
  await expect(note).toBeFocused();
  await expect(note).toHaveValue('before after');

  // Working in the grid keeps its keyboard editing: a double-click edits, Enter commits, the arrows move on.
  await reference.getByRole('gridcell', { name: 'placebo' }).dblclick();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('sham');
  await page.keyboard.press('Enter');
  await expect(reference.getByRole('gridcell', { name: 'sham' })).toBeVisible();
  expect(await focusedIn(page, 'mg-reference-table')).not.toBeNull();
});
