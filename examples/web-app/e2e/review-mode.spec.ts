import { expect, test } from '@playwright/test';
import type { WireRecord } from '@marginalia/core';
import { OWNER_API_KEY } from './testing/api';
import { OWNER, signInAs } from './testing/session';
import { createReviewDataset } from './testing/reviewDataset';

test('a reviewer settles one record, sends another back, and the annotator re-answers it', async ({ browser, request }) => {
  // Record 1: ann and cat say positive, bob negative. Record 2: all three differ.
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

  // Most disagreement first: record 2, where everyone said something else.
  await expect(review.getByText(String(records[1]!.fields.review))).toBeVisible();
  await expect(review.getByText('Record 1 of 2')).toBeVisible();
  const sentiment = review.getByRole('listitem', { name: 'Sentiment' });
  await expect(sentiment.getByText('Annotators disagree')).toBeVisible();
  await expect(sentiment.getByText(`1 · ${bob!.username}`)).toBeVisible();

  // Send record 2 back with a comment (R opens the box).
  await review.focus();
  await ownerPage.keyboard.press('r');
  await review.getByRole('textbox', { name: 'Comment for the annotators' }).fill('Neutral means no opinion at all: read the guidelines again.');
  await review.getByRole('button', { name: 'Send back to annotators' }).click();

  // Record 1 next: take bob's answer and accept with A.
  await expect(review.getByText(String(records[0]!.fields.review))).toBeVisible();
  await expect(review.getByText(`2 · ${ann!.username}, ${annotators[2]!.username}`)).toBeVisible();
  await review.getByRole('button', { name: `Use ${bob!.username}'s answer` }).click();
  await expect(review.getByRole('radio', { name: 'Negative' })).toBeChecked();
  await review.focus();
  await ownerPage.keyboard.press('a');
  await expect.poll(async () => (await (await request.get(`/api/v1/records/${records[0]!.id}/review`, { headers: { Authorization: `Bearer ${ann!.token}` } })).json()).status).toBe('accepted');
  const accepted = await (await request.get(`/api/v1/records/${records[0]!.id}/review`, { headers: { Authorization: `Bearer ${ann!.token}` } })).json();
  expect(accepted.values.sentiment.value).toBe('negative');

  // The annotator sees the comment on the record sent back, re-answers and submits.
  const annPage = await (await browser.newContext()).newPage();
  await signInAs(annPage, request, { username: ann!.username, password: ann!.password });
  await annPage.goto(`/dataset/${dataset.id}/annotation-mode?status=draft`);
  await expect(annPage.getByText(String(records[1]!.fields.review), { exact: true })).toBeVisible();
  await expect(annPage.getByRole('note')).toHaveText(/^Sent back by (owner|a reviewer): Neutral means no opinion at all/);
  await annPage.getByRole('radio', { name: 'Negative' }).check();
  await annPage.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(async () => (await (await request.get(`/api/v1/records/${records[1]!.id}/review`, { headers: { Authorization: `Bearer ${ann!.token}` } })).json()).status).toBe('pending');

  // Once the other two submit again too, the record is back in the pending review queue.
  const owner = { 'X-Argilla-Api-Key': OWNER_API_KEY };
  const listed = await (await request.get(`/api/v1/datasets/${dataset.id}/records?include=responses&limit=50`, { headers: owner })).json();
  const sentBack = (listed.items as WireRecord[]).find((record) => record.id === records[1]!.id)!;
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
  await expect(review.getByText(String(records[1]!.fields.review))).toBeVisible();
  await expect(review.getByText('Record 1 of 1')).toBeVisible();
  await expect(review.getByText('Pending review')).toBeVisible();
});
