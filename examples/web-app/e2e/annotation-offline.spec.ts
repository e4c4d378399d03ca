import { expect, test } from '@playwright/test';
import { NEWEST_FIRST, demoDataset, openAnnotation, ownerResponse, recordIdOfReview, shownReview } from './testing/annotationPage';

test('an answer submitted offline reaches the server when the network returns, without a reload', async ({ page, context, request }) => {
  const dataset = await demoDataset(request);
  await openAnnotation(page, request, dataset, { query: `?page=1&status=pending&${NEWEST_FIRST}` });
  const review = await shownReview(page);
  const recordId = await recordIdOfReview(request, dataset.id, review);
  // A mark on the window that a reload would lose.
  await page.evaluate(() => Object.assign(window, { stayedOpen: true }));

  await context.setOffline(true);
  await page.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' }).getByRole('radio', { name: 'Positive' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  // The answer waits in the outbox and the view moves on, as it does online.
  await expect.poll(() => shownReview(page)).not.toBe(review);
  await expect(page.getByText('You are offline')).toBeVisible();
  expect(await ownerResponse(request, recordId)).toBeUndefined();

  await context.setOffline(false);
  await expect
    .poll(async () => (await ownerResponse(request, recordId))?.status, { timeout: 5_000, intervals: [250] })
    .toBe('submitted');
  expect((await ownerResponse(request, recordId))?.values?.sentiment?.value).toBe('positive');
  expect(await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('marginalia.outbox.')))).toEqual([]);
});
