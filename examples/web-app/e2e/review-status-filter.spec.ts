import { expect, test } from '@playwright/test';
import { OWNER, signInAs } from './testing/session';
import { filtersPanel } from './testing/annotationPage';
import { createReviewDataset } from './testing/reviewDataset';

test('a reviewer accepts a record, then the annotation page filtered by "Accepted" shows only it', async ({ browser, request }) => {
  // Three records, each with three submitted answers: record 1 unanimous, records 2 and 3 disputed.
  const { dataset, records, annotators } = await createReviewDataset(request, 'review-filter', [
    ['positive', 'positive', 'negative'],
    ['positive', 'negative', 'negative'],
    ['positive', 'neutral', 'positive'],
  ]);
  const [ann] = annotators;
  const textOf = (index: number) => String(records[index]!.fields.review);

  // The owner reviews: the first record of the queue (most disagreement first) is accepted with A.
  const ownerPage = await (await browser.newContext()).newPage();
  await signInAs(ownerPage, request, OWNER);
  await ownerPage.goto(`/dataset/${dataset.id}/review`);
  const review = ownerPage.getByRole('region', { name: 'Review' });
  await expect(review.getByText('Record 1 of 3')).toBeVisible();
  const firstText = await review.getByRole('region', { name: 'Record' }).getByText(/^Review \d of /).textContent();
  const accepted = records.findIndex((record) => record.fields.review === firstText);
  await review.focus();
  await ownerPage.keyboard.press('a');
  const reviewOf = async (index: number) =>
    (await request.get(`/api/v1/records/${records[index]!.id}/review`, { headers: { Authorization: `Bearer ${ann!.token}` } })).json();
  await expect.poll(async () => (await reviewOf(accepted)).status).toBe('accepted');

  // An annotator's submitted records: all three, until the review-status filter keeps the accepted one.
  const annPage = await (await browser.newContext()).newPage();
  await signInAs(annPage, request, { username: ann!.username, password: ann!.password });
  await annPage.goto(`/dataset/${dataset.id}/annotation-mode?status=submitted`);
  const position = annPage.getByRole('navigation', { name: 'Records' }).locator('.mg-pagination__position');
  await expect(position).toHaveText('1 of 3');
  // The filter sits in the Filters panel, which then counts it.
  await (await filtersPanel(annPage)).getByRole('combobox', { name: 'Review status' }).selectOption('accepted');
  await expect(annPage).toHaveURL(/[?&]review=accepted(&|$)/);
  await expect(position).toHaveText('1 of 1');
  await annPage.keyboard.press('Escape');
  await expect(annPage.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(annPage.getByText(textOf(accepted), { exact: true })).toBeVisible();
  for (const other of [0, 1, 2].filter((index) => index !== accepted)) {
    await expect(annPage.getByText(textOf(other), { exact: true })).toHaveCount(0);
  }

  // The link keeps the filter; "Pending review" holds the two others; Reset clears the filter.
  await annPage.reload();
  const reviewStatus = (await filtersPanel(annPage)).getByRole('combobox', { name: 'Review status' });
  await expect(reviewStatus).toHaveValue('accepted');
  await expect(position).toHaveText('1 of 1');
  await reviewStatus.selectOption('pending');
  await expect(position).toHaveText('1 of 2');
  await expect(annPage.getByText(textOf(accepted), { exact: true })).toHaveCount(0);
  await annPage.keyboard.press('Escape');
  await annPage.getByRole('button', { name: 'Reset filters' }).click();
  await expect(annPage.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect((await filtersPanel(annPage)).getByRole('combobox', { name: 'Review status' })).toHaveValue('all');
  await expect(position).toHaveText('1 of 3');
});
