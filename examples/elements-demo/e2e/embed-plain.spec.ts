import { expect, test } from '@playwright/test';
import { DEMO_URL, datasetId, newAnnotator, pageEvents, responseOf } from './testing/demo';

// Scenario 1 of issue 13: a plain page on another origin, one script tag, one element: sign in, answer, submit.
test('a plain page with one script tag signs in, annotates a record and receives mg-submitted', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  const user = await newAnnotator(request, 'plain');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${DEMO_URL}/plain.html?dataset=${dataset}`);

  // Nobody is signed in: the element shows the sign-in form in its shadow root.
  const view = page.locator('mg-annotation-view');
  await view.getByLabel('Username').fill(user.username);
  await view.getByLabel('Password', { exact: true }).fill(user.password);
  await view.getByRole('button', { name: 'Sign in' }).click();

  const sentiment = view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' });
  await sentiment.getByRole('radio', { name: 'Negative' }).check();
  await view.getByRole('button', { name: 'Submit' }).click();

  await expect.poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-submitted')).toHaveLength(1);
  const events = await pageEvents(page);
  expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['mg-ready', 'mg-signed-in', 'mg-submitted']));
  expect(events.find((event) => event.type === 'mg-signed-in')?.detail).toMatchObject({ user: { username: user.username, role: 'annotator' } });
  const submitted = events.find((event) => event.type === 'mg-submitted')!.detail as {
    datasetId: string;
    recordId: string;
    values: Record<string, { value: unknown }>;
  };
  expect(submitted.datasetId).toBe(dataset);
  expect(submitted.values.sentiment).toEqual({ value: 'negative' });
  const saved = await responseOf(request, user.id, submitted.recordId);
  expect(saved?.status).toBe('submitted');
  expect(saved?.values?.sentiment).toEqual({ value: 'negative' });
  expect(errors).toEqual([]);
  // The styles live in the shadow root as constructed sheets; the page's head got none.
  expect(await view.evaluate((element) => element.shadowRoot!.adoptedStyleSheets.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.querySelectorAll('style[data-mg-style]').length)).toBe(0);
});
