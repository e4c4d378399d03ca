import { expect, test } from '@playwright/test';
import { API_URL, DEMO_URL, datasetId, newAnnotator } from './testing/demo';

// Scenario 5 of issue 13: a notebook inserts the script tag and the element through innerHTML, twice (a re-run).
// Both forms of the one-script-tag bundle: the classic script (what the docs' notebook guide pastes) and the module.
const FORMS = [
  { name: 'classic script', tag: (run: number) => `<script src="/elements/marginalia-elements.iife.js?run=${run}"></script>` },
  { name: 'module script', tag: (run: number) => `<script type="module" src="/elements/marginalia-elements.js?run=${run}"></script>` },
];

for (const form of FORMS) {
  test(`a notebook output run twice (${form.name}) loads without "already defined", and both elements work`, async ({ page, request }) => {
    const dataset = await datasetId(request, 'product-reviews');
    const { apiKey } = await newAnnotator(request, 'notebook');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${DEMO_URL}/notebook.html`);

    // Each run is what display(HTML(...)) produces; the second copy of the script has another URL (a new cell's
    // cache-busting query), so the browser really runs it again.
    const cell = (run: number) => `
      ${form.tag(run)}
      <mg-progress base-url="${API_URL}/api" api-key="${apiKey}" dataset-id="${dataset}"></mg-progress>`;
    await page.evaluate((html) => (window as unknown as { runCell(html: string): void }).runCell(html), cell(1));
    await page.evaluate((html) => (window as unknown as { runCell(html: string): void }).runCell(html), cell(2));

    const outputs = page.locator('.output mg-progress');
    await expect(outputs).toHaveCount(2);
    for (const index of [0, 1]) {
      await expect(outputs.nth(index).getByRole('region', { name: 'My progress' })).toBeVisible();
      await expect(outputs.nth(index).getByText(/of 120 records answered/)).toBeVisible();
    }
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/elements/marginalia-elements')),
    );
    if (form.name === 'classic script') {
      // Both copies of the classic script ran; both imported the module bundle by the same URL, fetched once.
      expect(loaded.filter((path) => path.endsWith('.iife.js'))).toHaveLength(2);
      expect(loaded.filter((path) => path === '/elements/marginalia-elements.js')).toHaveLength(1);
    } else {
      expect(loaded.filter((path) => path === '/elements/marginalia-elements.js')).toHaveLength(2);
    }
    expect(errors.filter((message) => /already (been )?(defined|used)/i.test(message))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { pageErrors: string[] }).pageErrors)).toEqual([]);
  });
}
