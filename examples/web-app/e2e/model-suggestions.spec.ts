import { expect, test } from '@playwright/test';
import { MODEL_URL } from '../../../tooling/e2ePorts';
import { ANNOTATOR, OWNER, signInAs } from './testing/session';
import { createSettingsDataset, settingsUrl } from './testing/settingsDataset';

/** The key playwright.config.ts gives the server's model. */
const MODEL_KEY = 'sk-e2e-model-key-3d8f';

test('an admin pre-annotates with the configured model: tries 5 records, runs on the pending ones, and the annotator sees the suggestions', async ({
  browser,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'model-suggestions');
  const ownerPage = await (await browser.newContext()).newPage();
  await signInAs(ownerPage, request, OWNER);
  await ownerPage.goto(settingsUrl(dataset.id, 'model-suggestions'));
  const section = ownerPage.getByRole('region', { name: 'Model suggestions' });

  // The server's configured model (the stand-in), chosen by default; no base URL or key reaches the page.
  await expect(section.getByRole('combobox', { name: 'Model' })).toHaveValue('stand-in');
  await section.getByRole('checkbox', { name: 'Sentiment' }).check();
  const prompt = section.getByRole('textbox', { name: 'Prompt' });
  await prompt.fill('What is the sentiment of this review? {{field.review}}\nLabels: {{options.sentiment}}');
  // The preview shows the first pending record's exact prompt.
  await expect(section.getByLabel('User')).toHaveText(
    /^What is the sentiment of this review\? (A slow but moving film\.|Too long by an hour\.)\nLabels: positive, negative, neutral, mixed$/,
  );

  // The try answers each record without writing anything.
  await section.getByRole('button', { name: 'Try on 5 records' }).click();
  const tried = section.getByRole('table', { name: 'Answers for the first records (nothing was written)' });
  await expect(tried.getByRole('row')).toHaveCount(3);
  await expect(tried.getByText(/^Valid \(score 0\.\d+\)$/)).toHaveCount(2);
  const before = await request.get(`/api/v1/datasets/${dataset.id}/records?include=suggestions`, {
    headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
  });
  expect(
    ((await before.json()) as { items: { suggestions: unknown[] }[] }).items.flatMap((r) => r.suggestions),
  ).toEqual([]);

  // The run: slow answers, so the job is seen running, then finished with its counts and tokens.
  const scripted = await request.post(`${MODEL_URL}/script`, {
    data: [
      { fill: true, delayMs: 1500 },
      { fill: true, delayMs: 1500 },
    ],
  });
  expect(scripted.status()).toBe(204);
  await section.getByRole('button', { name: 'Run on the records' }).click();
  await expect(section.getByTestId('job-status')).toHaveText(/Queued|Running/);
  await expect(section.getByTestId('job-status')).toHaveText('Finished', { timeout: 20_000 });
  await expect(section.getByRole('progressbar', { name: 'Records pre-annotated' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(section.getByText('2 done, 0 failed of 2')).toBeVisible();
  await expect(section.getByText(/^\d+ tokens · estimated cost 0\.0000$/)).toBeVisible();
  expect(await ownerPage.content()).not.toContain(MODEL_URL);
  expect(await ownerPage.content()).not.toContain(MODEL_KEY);

  // The annotator finds the model's answer prefilled on the annotation page.
  const annotatorPage = await (await browser.newContext()).newPage();
  await signInAs(annotatorPage, request, ANNOTATOR);
  await annotatorPage.goto(`/dataset/${dataset.id}/annotation-mode`);
  const sentiment = annotatorPage.getByRole('radiogroup', { name: /Sentiment/ });
  await expect(sentiment.getByRole('radio', { name: 'Positive' })).toBeChecked();
});

test('an admin cancels a pre-annotation job while the model is slow, then resumes it to the end', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'model-suggestions-cancel');
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id, 'model-suggestions'));
  const section = page.getByRole('region', { name: 'Model suggestions' });
  await expect(section.getByRole('combobox', { name: 'Model' })).toHaveValue('stand-in');
  await section.getByRole('checkbox', { name: 'Sentiment' }).check();
  // Both records' calls get slow answers: the job is still running when Cancel is pressed.
  const scripted = await request.post(`${MODEL_URL}/script`, {
    data: [
      { fill: true, delayMs: 8000 },
      { fill: true, delayMs: 8000 },
    ],
  });
  expect(scripted.status()).toBe(204);
  await section.getByRole('button', { name: 'Run on the records' }).click();
  await expect(section.getByTestId('job-status')).toHaveText(/Queued|Running/);
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByTestId('job-status')).toHaveText('Canceled', { timeout: 15_000 });
  await expect(section.getByText('0 done, 0 failed of 2')).toBeVisible();
  // Resume continues where it stopped: the model (quick again) answers both records.
  await section.getByRole('button', { name: 'Resume' }).click();
  await expect(section.getByTestId('job-status')).toHaveText('Finished', { timeout: 20_000 });
  await expect(section.getByText('2 done, 0 failed of 2')).toBeVisible();
});

test('an admin pre-annotates the records of the annotation page’s current filter, with a concurrency of their own', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'model-suggestions-filter');
  await signInAs(page, request, OWNER);
  // The annotation page filtered by a text search: one of the two records.
  await page.goto(`/dataset/${dataset.id}/annotation-mode?search=hour`);
  await expect(page.getByText('Too long by an hour.')).toBeVisible();
  await page.goto(settingsUrl(dataset.id, 'model-suggestions'));
  const section = page.getByRole('region', { name: 'Model suggestions' });
  await expect(section.getByRole('combobox', { name: 'Model' })).toHaveValue('stand-in');
  await expect(
    section.getByText(/^The filter of the annotation page you came from: text “hour”/),
  ).toBeVisible();
  await section.getByRole('radio', { name: 'The current filter', exact: true }).check();
  await section.getByRole('checkbox', { name: 'Sentiment' }).check();
  // The preview is the filter's first record.
  await expect(section.getByLabel('User')).toContainText('Too long by an hour.');
  await section.getByRole('spinbutton', { name: 'Model calls at once' }).fill('2');
  await section.getByRole('button', { name: 'Run on the records' }).click();
  await expect(section.getByTestId('job-status')).toHaveText('Finished', { timeout: 20_000 });
  await expect(section.getByText('1 done, 0 failed of 1')).toBeVisible();
  expect(await page.content()).not.toContain(MODEL_KEY);
});
