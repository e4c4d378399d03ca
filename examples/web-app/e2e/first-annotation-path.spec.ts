import { expect, test } from '@playwright/test';
import type { WireDataset, WireQuestion } from '@marginalia/core';
import { ANNOTATOR, ServerApi } from './testing/api';
import { expandPanels } from './testing/annotationPage';

/** The demo dataset with the four question types of the first path. */
async function findClassificationDataset(owner: ServerApi): Promise<{ dataset: WireDataset; questions: WireQuestion[] }> {
  for (const dataset of (await owner.datasets()).items) {
    const questions = (await owner.questions(dataset.id)).items;
    const types = new Set(questions.map((question) => question.settings.type));
    if (['label_selection', 'multi_label_selection', 'rating', 'text'].every((type) => types.has(type as never))) {
      return { dataset, questions };
    }
  }
  throw new Error('the demo data has no text-classification dataset');
}

function firstTextOf(fields: Record<string, unknown>): string {
  const text = Object.values(fields).find((value): value is string => typeof value === 'string');
  if (!text) throw new Error('record without a text field');
  return text;
}

test('signed-out visit → sign-in → back to the dataset → submit shows the next record', async ({ page, request }) => {
  const owner = new ServerApi(request);
  const { dataset, questions } = await findClassificationDataset(owner);
  const annotator = await ServerApi.signIn(request, ANNOTATOR.username, ANNOTATOR.password);
  const metricsBefore = await annotator.metrics(dataset.id);
  const queue = await annotator.pendingRecords(dataset.id, 2);
  const [first, second] = queue.items.map((item) => item.record);
  if (!first || !second) throw new Error('the demo dataset needs at least two pending records');

  // A signed-out visit to a dataset goes to sign-in…
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  await expect(page).toHaveURL(/\/sign-in$/);

  // …and signing in as the annotator returns to it.
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Username').fill(ANNOTATOR.username);
  await page.getByLabel('Password', { exact: true }).fill(ANNOTATOR.password);
  await submit.click();
  // The page writes its criteria into the query once the queue loads (?page=1&status=pending).
  await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/annotation-mode(\\?.*)?$`));
  await expect(page).toHaveTitle(dataset.name);

  // A record's whole text, matched exactly: in the demo reviews an opening of 60 characters, or even a whole
  // review, can recur inside another review ('…the office hum just disappears.' goes on in the next review), and
  // the annotator's queue is a random order, so a part of the text does not tell two records apart.
  const firstText = firstTextOf(first.fields);
  const recordText = (text: string) => page.getByText(text, { exact: true });
  await expect(recordText(firstText)).toBeVisible();

  // Answer every question of the first record.
  const byType = (type: string) => questions.find((question) => question.settings.type === type)!;
  const label = byType('label_selection');
  const multi = byType('multi_label_selection');
  const rating = byType('rating');
  const text = byType('text');
  const optionText = (question: WireQuestion, index: number) => {
    const settings = question.settings as { options: { text?: string; value: string | number }[] };
    const option = settings.options[index]!;
    return String(option.text ?? option.value);
  };
  const labelGroup = page.getByRole('radiogroup', { name: label.title });
  await labelGroup.getByRole('radio', { name: optionText(label, 1), exact: true }).check();
  // A pending record arrives pre-answered from its suggestions: keep only the first topic.
  const topics = page.getByRole('group', { name: multi.title });
  const checkedTopics = topics.getByRole('checkbox', { checked: true });
  while ((await checkedTopics.count()) > 0) await checkedTopics.first().uncheck();
  await topics.getByRole('checkbox', { name: optionText(multi, 0), exact: true }).check();
  await page.getByRole('radiogroup', { name: rating.title }).getByRole('radio', { name: '4', exact: true }).check();
  await page.getByRole('textbox', { name: text.title, exact: true }).fill('Clear and specific; checked against the guidelines.');

  const labelValue = (label.settings as { options: { value: string }[] }).options[1]!.value;
  const multiValue = (multi.settings as { options: { value: string }[] }).options[0]!.value;

  // Pressing Submit shows the next record.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(recordText(firstTextOf(second.fields))).toBeVisible();
  await expect(recordText(firstText)).toHaveCount(0);

  // The server holds the submitted response…
  const stored = await owner.recordWithSubmittedResponse(first.id);
  const response = stored.responses?.find((candidate) => candidate.status === 'submitted');
  expect(response).toBeDefined();
  expect(response!.values?.[label.name]?.value).toBe(labelValue);
  expect(response!.values?.[multi.name]?.value).toEqual([multiValue]);
  expect(response!.values?.[rating.name]?.value).toBe(4);
  expect(response!.values?.[text.name]?.value).toBe('Clear and specific; checked against the guidelines.');
  expect(stored.status).toBe('completed');

  // …and the metrics counters moved.
  const metricsAfter = await annotator.metrics(dataset.id);
  expect(metricsAfter.responses.submitted).toBe(metricsBefore.responses.submitted + 1);
  expect(metricsAfter.responses.pending).toBe(metricsBefore.responses.pending - 1);
  await expandPanels(page);
  await expect(page.getByTestId('metrics-submitted')).toHaveText(String(metricsAfter.responses.submitted));
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/this/path/does/not/exist');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
});
