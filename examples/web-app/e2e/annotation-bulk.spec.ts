import { expect, test, type Page } from '@playwright/test';
import type { WireRecord } from '@marginalia/core';
import {
  NEWEST_FIRST,
  deleteOwnerResponses,
  demoDataset,
  openAnnotation,
  ownerResponse,
  recordIdOfReview,
  switchToBulk,
} from './testing/annotationPage';
import { createCommentsDataset } from './testing/commentsDataset';

/** The review text of the record at `position` (1-based) of the bulk page. */
async function reviewAt(page: Page, position: number): Promise<string> {
  const item = page.getByRole('listitem', { name: `Record ${position}`, exact: true });
  return (await item.getByRole('region', { name: 'Review' }).innerText()).replace(/^\s*Review\s*\n/, '').trim();
}

test('bulk mode: annotates a selection with the form’s answers', async ({ page, request }) => {
  const dataset = await demoDataset(request);
  await openAnnotation(page, request, dataset, { query: `?page=1&status=pending&${NEWEST_FIRST}` });
  await switchToBulk(page);
  await expect(page).toHaveURL(/page=1(~|%7E)10/);
  await expect(page.getByRole('navigation', { name: 'Records' })).toContainText('1–10 of');

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select record 1', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Select record 2', exact: true }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  const reviews = [await reviewAt(page, 1), await reviewAt(page, 2)];

  await page.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' }).getByRole('radio', { name: 'Positive' }).check();
  await submit.click();
  await expect(page.getByText('0 selected')).toBeVisible();
  for (const review of reviews) {
    const response = await ownerResponse(request, await recordIdOfReview(request, dataset.id, review));
    expect(response?.status).toBe('submitted');
    expect(response?.values?.sentiment?.value).toBe('positive');
  }
  // The submitted records left the pending list.
  await expect.poll(() => reviewAt(page, 1)).not.toBe(reviews[0]);
});

test('bulk mode: selects all results of a filter and discards them all', async ({ page, request }) => {
  const dataset = await demoDataset(request);
  // A retry finds the electronics reviews pending again.
  await deleteOwnerResponses(request, dataset.id, (record) => record.metadata?.category === 'electronics');
  await openAnnotation(page, request, dataset, { query: '?page=1~10&status=pending&metadata=category.electronics' });
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all records of this page' }).check();
  const selectAll = page.getByRole('button', { name: /^Select all \d+ results$/ });
  const total = Number((await selectAll.innerText()).match(/\d+/)![0]);
  expect(total).toBeGreaterThan(10);
  await selectAll.click();
  await expect(page.getByText(`The next action affects all ${total} records matching your filters.`)).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText(`All ${total} records were annotated as discarded`)).toBeVisible();
  await expect(page.getByText(/You have no pending records matching your query/)).toBeVisible();

  const response = await request.get(`/api/v1/datasets/${dataset.id}/records?limit=200&include=responses`, {
    headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
  });
  const { items } = (await response.json()) as { items: WireRecord[] };
  const electronics = items.filter((record) => record.metadata?.category === 'electronics');
  const me = (await (await request.get('/api/v1/me', { headers: { 'X-Argilla-Api-Key': 'owner.apikey' } })).json()) as { id: string };
  const discarded = electronics.filter((record) => record.responses?.some((r) => r.user_id === me.id && r.status === 'discarded'));
  expect(discarded.length).toBeGreaterThanOrEqual(total);
});

test('bulk mode: the confirmation above 100 records is clicked through with the mouse, over the sticky panes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A short window: the dialog's middle is above the end of the questions, so the page can scroll the two together.
  await page.setViewportSize({ width: 1366, height: 440 });
  const texts = Array.from({ length: 120 }, (_, index) => `Bulk confirmation review ${index + 1}`);
  const { dataset } = await createCommentsDataset(request, 'bulk-confirm', texts);
  // Select-all-results is offered under a filter: a text search all the records match.
  await openAnnotation(page, request, dataset, { query: '?page=1~10&status=pending&search=confirmation' });
  await page.getByRole('checkbox', { name: 'Select all records of this page' }).check();
  await page.getByRole('button', { name: 'Select all 120 results' }).click();
  await page.getByRole('radiogroup', { name: 'Sentiment' }).getByRole('radio', { name: 'Positive' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  // The page scrolls under the dialog until the questions' action bar (sticky, in the pane beside the bulk list)
  // crosses the Continue button, as it did where the questions ended mid-window: the dialog must stay on top.
  const box = (await continueButton.boundingBox())!;
  await page.evaluate((buttonMiddle) => {
    const bar = document.querySelector('.mg-questions > .mg-actions')!.getBoundingClientRect();
    window.scrollBy(0, bar.top - (buttonMiddle - bar.height / 2));
  }, box.y + box.height / 2);
  const bar = (await page.locator('.mg-questions > .mg-actions').boundingBox())!;
  expect(bar.y).toBeLessThan(box.y + box.height / 2);
  expect(bar.y + bar.height).toBeGreaterThan(box.y + box.height / 2);
  // A real pointer click: it fails when anything is drawn over the button.
  await continueButton.click({ timeout: 10_000 });
  await expect(page.getByText('All 120 records were annotated as submitted')).toBeVisible({ timeout: 30_000 });
});
