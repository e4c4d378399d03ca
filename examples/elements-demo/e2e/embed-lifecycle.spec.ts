import { expect, test } from '@playwright/test';
import { API_URL, DEMO_URL, datasetId, newAnnotator } from './support/demo';

// Disposal: an element that leaves the page takes its store, listeners and timers with it; switching datasets
// on a live element shows the new dataset and only it.

type Snapshot = { listeners: number; intervals: number; timeouts: number };

test('connecting and disconnecting an annotation view 100 times leaves no listeners or timers', async ({ page, request }) => {
  test.setTimeout(180_000);
  const dataset = await datasetId(request, 'product-reviews');
  const { apiKey } = await newAnnotator(request, 'cycle');
  await page.goto(`${DEMO_URL}/lifecycle.html`);
  await page.evaluate(() => customElements.whenDefined('mg-annotation-view'));

  const cycle = (times: number) =>
    page.evaluate(
      async ({ times, api, apiKey, dataset }) => {
        const stage = document.getElementById('stage')!;
        for (let run = 0; run < times; run += 1) {
          const view = document.createElement('mg-annotation-view');
          Object.entries({ 'base-url': `${api}/api`, 'api-key': apiKey, 'dataset-id': dataset }).forEach(([name, value]) =>
            view.setAttribute(name, value),
          );
          const ready = new Promise((resolve) => view.addEventListener('mg-ready', resolve, { once: true }));
          stage.appendChild(view);
          await ready;
          view.remove();
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      },
      { times, api: API_URL, apiKey, dataset },
    );
  const settled = async (): Promise<Snapshot> => {
    await page.waitForTimeout(500);
    return page.evaluate(() => (window as unknown as { snapshot(): Snapshot }).snapshot());
  };

  await cycle(3); // warm-up: chunks loaded, sheets constructed, one-time listeners of libraries added
  const before = await settled();
  await cycle(100);
  const after = await settled();
  expect(after.intervals).toBe(before.intervals);
  expect(after.timeouts).toBeLessThanOrEqual(before.timeouts);
  // A leak grows with the runs (≥ 100 here); a handful is one-time work of the page.
  expect(after.listeners - before.listeners).toBeLessThan(5);
  expect(await page.locator('mg-annotation-view').count()).toBe(0);
});

test('changing dataset-id on a live element switches to the other dataset cleanly', async ({ page, request }) => {
  const reviews = await datasetId(request, 'product-reviews');
  const news = await datasetId(request, 'news-qa-ranking');
  const { apiKey } = await newAnnotator(request, 'switch');
  await page.goto(`${DEMO_URL}/plain.html?dataset=${reviews}&key=${apiKey}`);
  const view = page.locator('mg-annotation-view');
  await expect(view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' })).toBeVisible();

  await view.evaluate((element, id) => element.setAttribute('dataset-id', id), news);
  await expect(view.getByRole('list', { name: /Rank the answers/ }).or(view.getByText('Rank the answers from best to worst'))).toBeVisible();
  await expect(view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' })).toHaveCount(0);
  const record = await view.evaluate((element) => (element as unknown as { record: { datasetId?: string; id: string } | null }).record);
  expect(record?.id).toBeTruthy();
  // The page reads and writes the form's answers through properties.
  await view.evaluate((element) => ((element as unknown as { answers: object }).answers = { notes: 'from the page' }));
  await expect(view.getByRole('textbox', { name: 'Notes' })).toContainText('from the page');
  expect(await view.evaluate((element) => (element as unknown as { answers: { notes?: string } }).answers.notes)).toBe('from the page');
});
