import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, DEMO_URL } from './testing/demo';

// `mg-reference-table` in a real browser (issue 16): Tabulator's grid styled by the element's own sheet inside its
// shadow root in every theme, none of Tabulator's CSS reaching the host page, and the grid's numbers (row handle
// 30 px, index and reference columns 50 px, columns at most 350 px, tooltips over 100 characters, Enter blocked).

const THEMES = {
  light: { bg: '#ffffff', fg: '#1f2328', surface: '#f3f4f6', border: '#8c959f' },
  dark: { bg: '#16181d', fg: '#e6e8eb', surface: '#21252c', border: '#6e7681' },
  'high-contrast': { bg: '#000000', fg: '#ffffff', surface: '#121212', border: '#ffffff' },
} as const;
type Theme = keyof typeof THEMES;

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const LONG_NOTE = `Outcome measured at twelve weeks after randomisation, as reported in the second table of the paper ${'x'.repeat(20)}`;
const table = {
  schema: {
    fields: [
      { name: 'Outcome_ID', type: 'integer' },
      { name: 'Study_ID', type: 'string' },
      { name: 'arm', type: 'string' },
      { name: 'note', type: 'string' },
    ],
    primaryKey: ['Outcome_ID'],
    schemaName: 'Outcome',
  },
  data: [
    { Outcome_ID: 1, Study_ID: 'S1', arm: 'drug', note: LONG_NOTE },
    { Outcome_ID: 2, Study_ID: 'S1', arm: 'placebo', note: 'short' },
  ],
};

/** Page elements carrying Tabulator's class names, whose computed styles a leaked rule would change. */
const HOST_PROBES = [
  'tabulator',
  'tabulator-header',
  'tabulator-row',
  'tabulator-cell',
  'tabulator-popup-container',
  'tabulator-tooltip',
  'tabulator-edit-list',
  'tabulator-group',
];

/** Every computed property of each probe, but those that follow the page's width (a scrollbar may come). */
async function hostProbeStyles(page: Page) {
  return page.evaluate((probes) => {
    const sized = /^(width|inline-size|perspective-origin|transform-origin)$/;
    return Object.fromEntries(
      probes.map((name) => {
        const style = getComputedStyle(document.getElementById(`host-${name}`)!);
        const properties = Array.from(style).filter((property) => !sized.test(property));
        return [
          name,
          Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])),
        ];
      }),
    );
  }, HOST_PROBES);
}

/** Host elements with Tabulator's class names, outside any shadow root, in a section with the given id. */
async function addHostProbes(page: Page, sectionId: string) {
  await page.evaluate(
    ({ probes, sectionId }) => {
      const host = document.createElement('section');
      host.id = sectionId;
      for (const name of probes) {
        const probe = document.createElement('div');
        probe.id = `host-${name}`;
        probe.className = name;
        probe.textContent = name;
        host.appendChild(probe);
      }
      document.body.prepend(host);
    },
    { probes: HOST_PROBES, sectionId },
  );
}

async function addTables(page: Page) {
  await addHostProbes(page, 'host-probes');
  await page.evaluate(
    ({ api, value, themes }) => {
      return Promise.all(themes.map(() => customElements.whenDefined('mg-reference-table'))).then(() => {
        const stage = document.getElementById('stage')!;
        for (const theme of themes) {
          const element = document.createElement('mg-reference-table') as HTMLElement & { value?: unknown };
          element.setAttribute('base-url', `${api}/api`);
          element.setAttribute('api-key', 'owner.apikey');
          element.setAttribute('theme', theme);
          element.setAttribute('label', `Outcomes ${theme}`);
          element.value = value;
          stage.appendChild(element);
        }
      });
    },
    { api: API_URL, value: table, themes: Object.keys(THEMES) },
  );
}

const tableOf = (page: Page, theme: Theme) => page.locator(`mg-reference-table[theme="${theme}"]`);
const cell = (element: Locator, column: string, row: number) =>
  element.locator(`.tabulator-row .tabulator-cell[tabulator-field="${column}"]`).nth(row);

test('the reference table is styled inside its shadow root in every theme, and its CSS stays out of the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${DEMO_URL}/elements.html`);
  // The probes' styles before any element exists (the page's own rules only).
  await addHostProbes(page, 'host-probes-before');
  const before = await hostProbeStyles(page);
  await page.evaluate(() => document.getElementById('host-probes-before')!.remove());
  await addTables(page);

  for (const [theme, palette] of Object.entries(THEMES) as [Theme, (typeof THEMES)[Theme]][]) {
    const element = tableOf(page, theme);
    await expect(element.getByRole('button', { name: 'Column menu of note' })).toBeVisible({
      timeout: 30_000,
    });
    // The grid lives in the element's shadow root, not in the page.
    expect(await element.evaluate((host) => host.shadowRoot!.querySelector('.tabulator') !== null)).toBe(
      true,
    );
    // Tabulator's structural rules reached the shadow root (cells one line, clipped), themed by the palette.
    const firstCell = cell(element, 'arm', 0);
    await expect(firstCell).toHaveCSS('white-space', 'nowrap');
    await expect(firstCell).toHaveCSS('overflow', 'hidden');
    await expect(firstCell).toHaveCSS('color', rgb(palette.fg));
    await expect(firstCell).toHaveCSS('border-right-color', rgb(palette.border));
    await expect(element.locator('.tabulator-tableholder')).toHaveCSS('background-color', rgb(palette.bg));
    await expect(element.locator('.tabulator-row:not(.tabulator-group)').first()).toHaveCSS(
      'background-color',
      rgb(palette.bg),
    );
    await expect(element.locator('.tabulator-row.tabulator-group').first()).toHaveCSS(
      'background-color',
      rgb(palette.surface),
    );
    await expect(element.locator('.tabulator-col[tabulator-field="arm"]')).toHaveCSS(
      'background-color',
      rgb(palette.surface),
    );
    await expect(element.locator('.tabulator-col[tabulator-field="arm"]')).toHaveCSS(
      'color',
      rgb(palette.fg),
    );
  }

  // A tooltip (in the shadow root too) for the cell over 100 characters; none for a short one.
  const light = tableOf(page, 'light');
  await cell(light, 'note', 0).hover();
  const tooltip = light.locator('.tabulator-tooltip');
  await expect(tooltip).toHaveText(LONG_NOTE);
  await expect(tooltip).toHaveCSS('background-color', rgb(THEMES.light.surface));
  await cell(light, 'note', 1).hover();
  await expect(tooltip).toHaveCount(0);

  // Nothing of Tabulator in the page's own sheets or body; the page's elements keep their computed styles.
  const inPage = await page.evaluate(() => {
    const sheets = [...document.styleSheets, ...document.adoptedStyleSheets];
    const rules = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    return {
      rules: rules.filter((text) => text.includes('tabulator')).length,
      elements: document.querySelectorAll('[class*="tabulator"]:not(#host-probes *)').length,
    };
  });
  expect(inPage).toEqual({ rules: 0, elements: 0 });
  expect(await hostProbeStyles(page)).toEqual(before);
});

test("the grid's sizes, and Enter staying in the grid", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${DEMO_URL}/elements.html`);
  await addTables(page);
  const element = tableOf(page, 'light');
  await expect(element.getByRole('button', { name: 'Column menu of note' })).toBeVisible({ timeout: 30_000 });

  const width = async (locator: Locator) => Math.round((await locator.boundingBox())!.width);
  // Row handle 30 px; the index (Outcome_ID) and reference (Study_ID) columns start at 50 px.
  expect(await width(element.locator('.tabulator-col.tabulator-row-header'))).toBe(30);
  expect(await width(element.locator('.tabulator-col[tabulator-field="Outcome_ID"]'))).toBe(50);
  expect(await width(element.locator('.tabulator-col[tabulator-field="Study_ID"]'))).toBe(50);
  // Four columns fill the 1,400 px page, yet none grows past 350 px.
  await expect(element.locator('.tabulator')).toHaveAttribute('tabulator-layout', 'fitColumns');
  for (const column of ['arm', 'note'])
    expect(await width(element.locator(`.tabulator-col[tabulator-field="${column}"]`))).toBeLessThanOrEqual(
      350,
    );

  // Enter on a selected cell neither opens its editor nor reaches the page (no form submit, no page shortcut).
  await page.evaluate(() => {
    (window as unknown as { enters: number }).enters = 0;
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') (window as unknown as { enters: number }).enters += 1;
    });
  });
  await cell(element, 'arm', 0).click();
  await page.keyboard.press('Enter');
  await expect(element.locator('.tabulator-cell.tabulator-editing')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { enters: number }).enters)).toBe(0);
  // A double click edits; Enter commits the edit and still stays in the grid.
  await cell(element, 'arm', 0).dblclick();
  const editor = element.locator('.tabulator-cell.tabulator-editing input');
  await editor.fill('placebo');
  await editor.press('Enter');
  await expect(cell(element, 'arm', 0)).toHaveText('placebo');
  // From the keyboard, F2 opens the selected cell's editor.
  await cell(element, 'arm', 1).click();
  await page.keyboard.press('F2');
  await editor.fill('drug');
  await editor.press('Enter');
  await expect(cell(element, 'arm', 1)).toHaveText('drug');
  expect(await page.evaluate(() => (window as unknown as { enters: number }).enters)).toBe(0);
});
