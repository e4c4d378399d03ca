import { expect, test } from '@playwright/test';
import type { WireRecord } from '@marginalia/core';
import { OWNER_API_KEY } from './testing/api';
import { OWNER, signInAs } from './testing/session';
import { createReviewDataset } from './testing/reviewDataset';

test('a reviewer settles one record, sends another back, and the annotator re-answers it', async ({
  browser,
  request,
}) => {
  // Record 1: ann and cat say positive, bob negative. Record 2: all three differ (bob: negative on both).
  const { dataset, records, annotators } = await createReviewDataset(request, 'review-flow', [
    ['positive', 'positive'],
    ['negative', 'negative'],
    ['positive', 'neutral'],
  ]);
  const [ann, bob] = annotators;

  // The owner opens Review from the annotation page.
  const ownerPage = await (await browser.newContext()).newPage();
  await signInAs(ownerPage, request, OWNER);
  await ownerPage.goto(`/dataset/${dataset.id}/annotation-mode`);
  await ownerPage.getByRole('link', { name: /^Review \(2 pending\)$/ }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/dataset/${dataset.id}/review$`));
  const review = ownerPage.getByRole('region', { name: 'Review' });

  // Both records disagree on their one question (disagreement 1): the queue shows one of them first.
  await expect(review.getByText('Record 1 of 2')).toBeVisible();
  const recordRegion = review.getByRole('region', { name: 'Record' });
  const firstText = await recordRegion.getByText(/^Review \d of /).textContent();
  const rejectedIndex = records.findIndex((record) => record.fields.review === firstText);
  const acceptedIndex = 1 - rejectedIndex;
  const sentiment = review.getByRole('listitem', { name: 'Sentiment' });
  await expect(sentiment.getByText('Annotators disagree')).toBeVisible();
  await expect(sentiment.getByText(`1 · ${bob!.username}`)).toBeVisible();

  // Send the first record back with a comment (R opens the box).
  await review.focus();
  await ownerPage.keyboard.press('r');
  await review
    .getByRole('textbox', { name: 'Comment for the annotators' })
    .fill('Neutral means no opinion at all: read the guidelines again.');
  await review.getByRole('button', { name: 'Send back to annotators' }).click();

  // The other record next: take bob's answer and accept with A.
  await expect(recordRegion.getByText(String(records[acceptedIndex]!.fields.review))).toBeVisible();
  await review.getByRole('button', { name: `Use ${bob!.username}'s answer` }).click();
  await expect(review.getByRole('radio', { name: 'Negative' })).toBeChecked();
  await review.focus();
  await ownerPage.keyboard.press('a');
  const reviewOf = async (index: number) =>
    (
      await request.get(`/api/v1/records/${records[index]!.id}/review`, {
        headers: { Authorization: `Bearer ${ann!.token}` },
      })
    ).json();
  await expect.poll(async () => (await reviewOf(acceptedIndex)).status).toBe('accepted');
  expect((await reviewOf(acceptedIndex)).values.sentiment.value).toBe('negative');
  expect((await reviewOf(rejectedIndex)).status).toBe('rejected');

  // The annotator sees the comment on the record sent back, re-answers and submits.
  const annPage = await (await browser.newContext()).newPage();
  await signInAs(annPage, request, { username: ann!.username, password: ann!.password });
  await annPage.goto(`/dataset/${dataset.id}/annotation-mode?status=draft`);
  await expect(
    annPage.getByText(String(records[rejectedIndex]!.fields.review), { exact: true }),
  ).toBeVisible();
  // The owner is not a listed reviewer of the dataset: the notice names them all the same.
  await expect(annPage.getByRole('note')).toHaveText(
    `Sent back by ${OWNER.username}: Neutral means no opinion at all: read the guidelines again.`,
  );
  await annPage.getByRole('radio', { name: 'Negative' }).check();
  await annPage.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(async () => (await reviewOf(rejectedIndex)).status).toBe('pending');

  // Once the other two submit again too, the record is back in the pending review queue.
  const owner = { 'X-Argilla-Api-Key': OWNER_API_KEY };
  const listed = await (
    await request.get(`/api/v1/datasets/${dataset.id}/records?include=responses&limit=50`, { headers: owner })
  ).json();
  const sentBack = (listed.items as WireRecord[]).find((record) => record.id === records[rejectedIndex]!.id)!;
  for (const annotator of annotators.slice(1)) {
    const response = sentBack.responses!.find((candidate) => candidate.user_id === annotator.id)!;
    expect(response.status).toBe('draft');
    const put = await request.put(`/api/v1/responses/${response.id}`, {
      headers: { Authorization: `Bearer ${annotator.token}` },
      data: { status: 'submitted', values: response.values },
    });
    expect(put.ok()).toBe(true);
  }
  await ownerPage.reload();
  await expect(review.getByText(String(records[rejectedIndex]!.fields.review))).toBeVisible();
  await expect(review.getByText('Record 1 of 1')).toBeVisible();
  await expect(review.getByText('Pending review')).toBeVisible();
});
