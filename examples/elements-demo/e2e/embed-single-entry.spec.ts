import { expect, test } from '@playwright/test';
import { DEMO_URL, FIRST_PAINT, datasetId, newAnnotator, pageEvents } from './testing/demo';

// Issue 13's per-element entries: a page that needs only the annotation view loads `mg-annotation-view.js`,
// which defines that tag only and downloads none of the one-script bundle or the other elements' code; its
// shared and on-demand chunks are found next to it.

test('mg-annotation-view.js alone defines only its element, loads none of the others, and annotates', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  const { apiKey } = await newAnnotator(request, 'single');
  const scripts: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path.startsWith('/elements/') && path.endsWith('.js')) scripts.push(path.slice('/elements/'.length));
  });
  await page.goto(`${DEMO_URL}/single-element.html?dataset=${dataset}&key=${apiKey}`);
  const view = page.locator('mg-annotation-view');
  const sentiment = view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' });
  await expect(sentiment).toBeVisible(FIRST_PAINT);
  await sentiment.getByRole('radio', { name: 'Positive' }).check();
  await view.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-submitted')).toHaveLength(1);

  const defined = await page.evaluate(() =>
    ['mg-annotation-view', 'mg-progress', 'mg-sign-in', 'mg-dataset-list', 'mg-reference-table'].filter((tag) => customElements.get(tag)),
  );
  expect(defined).toEqual(['mg-annotation-view']);
  expect(scripts[0]).toBe('mg-annotation-view.js');
  expect(scripts.every((file) => file === 'mg-annotation-view.js' || file.startsWith('chunks/'))).toBe(true);
  // No other element's class chunk, and not the heavy parts a product-reviews record does not use.
  const elementChunks = scripts.filter((file) => /^chunks\/[A-Z]\w*Element-/.test(file));
  expect(elementChunks).toHaveLength(1);
  expect(elementChunks[0]).toMatch(/^chunks\/AnnotationViewElement-/);
  expect(scripts.filter((file) => /^chunks\/(pdf|ReferenceTable|RichTextTableEditor)/.test(file))).toEqual([]);
  expect((await pageEvents(page)).filter((event) => event.type === 'mg-error')).toEqual([]);
});
