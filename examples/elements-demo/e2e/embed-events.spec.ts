import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO_URL, FIRST_PAINT, datasetId, newAnnotator, pageEvents, responseOf } from './testing/demo';

// The events of the element contract (issue 13) as a page receives them: `mg-draft-saved` and `mg-discarded`
// with `{ datasetId, recordId, values }`, `mg-navigate` from the dataset list (the page is never navigated),
// all bubbling out of the element and composed.

type Flags = { type: string; bubbles: boolean; composed: boolean };

/** Records each Marginalia event's bubbles and composed flags on the page (beside the demo page's own record). */
async function recordFlags(page: Page) {
  await page.evaluate(() => {
    const flags: Flags[] = [];
    (window as unknown as { flags: Flags[] }).flags = flags;
    for (const type of ['mg-draft-saved', 'mg-discarded', 'mg-navigate', 'mg-ready']) {
      document.addEventListener(type, (event) => flags.push({ type, bubbles: event.bubbles, composed: event.composed }));
    }
  });
  return () => page.evaluate(() => (window as unknown as { flags: Flags[] }).flags);
}

test('saving a draft and discarding fire mg-draft-saved and mg-discarded with the saved record and values', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  const user = await newAnnotator(request, 'events');
  await page.goto(`${DEMO_URL}/plain.html?dataset=${dataset}&key=${user.apiKey}`);
  const flags = await recordFlags(page);
  const view = page.locator('mg-annotation-view');
  const sentiment = view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' });
  await expect(sentiment).toBeVisible(FIRST_PAINT);

  await sentiment.getByRole('radio', { name: 'Neutral' }).check();
  await view.getByRole('button', { name: 'Save as draft' }).click();
  // One draft by hand; on a slow machine the auto-save (more than a second of answering) may save one before it.
  await expect.poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-draft-saved').length).toBeGreaterThan(0);
  await expect(view.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
  const drafts = (await pageEvents(page)).filter((event) => event.type === 'mg-draft-saved');
  expect(drafts.length).toBeLessThanOrEqual(2);
  expect(new Set(drafts.map((event) => event.detail.recordId)).size).toBe(1);
  const drafted = drafts.at(-1)!.detail as {
    datasetId: string;
    recordId: string;
    values: Record<string, { value: unknown }>;
  };
  expect(drafted.datasetId).toBe(dataset);
  expect(drafted.values.sentiment).toEqual({ value: 'neutral' });
  await expect.poll(async () => (await responseOf(request, user.id, drafted.recordId))?.status).toBe('draft');

  // Discarding the same record (still shown after a draft) reports it as discarded.
  await view.getByRole('button', { name: 'Discard' }).click();
  await expect.poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-discarded')).toHaveLength(1);
  const discarded = (await pageEvents(page)).find((event) => event.type === 'mg-discarded')!.detail as typeof drafted;
  expect(discarded).toMatchObject({ datasetId: dataset, recordId: drafted.recordId });
  expect(discarded.values).toEqual(expect.any(Object));
  await expect.poll(async () => (await responseOf(request, user.id, drafted.recordId))?.status).toBe('discarded');

  for (const type of ['mg-draft-saved', 'mg-discarded']) {
    const fired = (await flags()).filter((flag) => flag.type === type);
    expect(fired.length).toBeGreaterThan(0);
    expect(fired.every((flag) => flag.bubbles && flag.composed)).toBe(true);
  }
});

test('opening a dataset in mg-dataset-list fires mg-navigate and leaves the page where it is', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  const { apiKey } = await newAnnotator(request, 'navigate');
  await page.goto(`${DEMO_URL}/elements.html`);
  const flags = await recordFlags(page);
  await page.evaluate(
    ({ api, apiKey }) => {
      const navigated: unknown[] = [];
      (window as unknown as { navigated: unknown[] }).navigated = navigated;
      document.addEventListener('mg-navigate', (event) => navigated.push((event as CustomEvent).detail));
      const list = document.createElement('mg-dataset-list');
      list.setAttribute('base-url', `${api}/api`);
      list.setAttribute('api-key', apiKey);
      list.setAttribute('locale', 'en');
      document.getElementById('stage')!.appendChild(list);
    },
    { api: API_URL, apiKey },
  );
  const list = page.locator('mg-dataset-list');
  await list.getByRole('link', { name: 'product-reviews', exact: true }).click(FIRST_PAINT);
  await expect.poll(() => page.evaluate(() => (window as unknown as { navigated: unknown[] }).navigated)).toEqual([
    { to: `/dataset/${dataset}/annotation-mode` },
  ]);
  expect(page.url()).toBe(`${DEMO_URL}/elements.html`);
  expect((await flags()).filter((flag) => flag.type === 'mg-navigate')).toEqual([{ type: 'mg-navigate', bubbles: true, composed: true }]);
});
