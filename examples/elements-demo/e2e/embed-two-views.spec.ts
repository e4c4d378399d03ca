import { expect, test } from '@playwright/test';
import { DEMO_URL, datasetId, newAnnotator, pageEvents, responseOf } from './testing/demo';

// Scenario 4 of issue 13: two annotation views on one page, on two datasets, each with its own state.
test('two annotation views on two datasets keep their own state, theme and locale', async ({ page, request }) => {
  const reviews = await datasetId(request, 'product-reviews');
  const news = await datasetId(request, 'news-qa-ranking');
  const user = await newAnnotator(request, 'two');
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(`${DEMO_URL}/two-views.html?key=${user.apiKey}&left=${reviews}&right=${news}`);

  const left = page.locator('#left');
  const right = page.locator('#right');
  await expect(left.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' })).toBeVisible();
  // The right one speaks German and is dark; the left one English and light.
  await expect(right.getByRole('button', { name: 'Absenden' })).toBeVisible();
  await expect(left.getByRole('button', { name: 'Submit' })).toBeVisible();
  const background = (selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element.shadowRoot!.querySelector('.mg-annotation')!).getPropertyValue('--mg-theme-bg').trim());
  expect(await background('#left')).toBe('#ffffff');
  expect(await background('#right')).toBe('#16181d');

  // Answering on the left touches nothing on the right (read once its on-demand span question has loaded).
  await expect(right.getByText('Einträge werden geladen…')).toHaveCount(0);
  const rightRecord = await right.getByRole('article').first().textContent();
  await left.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' }).getByRole('radio', { name: 'Positive' }).check();
  await left.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-submitted')).toHaveLength(1);
  const [submitted] = (await pageEvents(page)).filter((event) => event.type === 'mg-submitted');
  expect(submitted).toMatchObject({ from: 'left', detail: { datasetId: reviews } });
  expect((await responseOf(request, user.id, String(submitted!.detail.recordId)))?.status).toBe('submitted');
  expect(await right.getByRole('article').first().textContent()).toBe(rightRecord);
  expect((await pageEvents(page)).filter((event) => event.from === 'right' && event.type !== 'mg-ready')).toEqual([]);
});

test('the shortcuts act only in the view the key is pressed in, never on keys typed in the page', async ({ page, request }) => {
  const reviews = await datasetId(request, 'product-reviews');
  const news = await datasetId(request, 'news-qa-ranking');
  const user = await newAnnotator(request, 'keys');
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(`${DEMO_URL}/two-views.html?key=${user.apiKey}&left=${reviews}&right=${news}`);
  const left = page.locator('#left');
  const sentiment = left.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' });
  await expect(sentiment).toBeVisible();
  await expect(page.locator('#right').getByRole('button', { name: 'Absenden' })).toBeVisible();
  const shownRecord = () => left.evaluate((element) => (element as unknown as { record: { id: string } | null }).record?.id);
  const record = await shownRecord();
  await sentiment.getByRole('radio', { name: 'Positive' }).check();

  // Ctrl+Enter typed in the page's own field: the left view (answered, so it could submit) ignores it.
  await page.locator('#page-search').fill('reviews');
  await page.locator('#page-search').press('Control+Enter');
  // A click on the record's text (nothing focusable there) gives the view the keys: Ctrl+Backspace discards.
  // Keys are handled in order, so once the discard is heard a submit from the page's key would have been too.
  await left.getByRole('article').first().click({ position: { x: 12, y: 12 } });
  await page.keyboard.press('Control+Backspace');
  await expect.poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-discarded')).toHaveLength(1);
  const events = (await pageEvents(page)).filter((event) => event.type !== 'mg-ready');
  // Besides the discard, only the auto-save's drafts of the answer (after more than a second of answering).
  expect(events.filter((event) => event.type !== 'mg-draft-saved').map((event) => `${event.from} ${event.type}`)).toEqual([
    'left mg-discarded',
  ]);
  expect(events.every((event) => event.from === 'left' && event.detail.recordId === record)).toBe(true);
  expect((await responseOf(request, user.id, String(record)))?.status).toBe('discarded');
});
