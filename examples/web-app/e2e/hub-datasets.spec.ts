import { expect, test } from '@playwright/test';
import { asyncBufferFromUrl, parquetMetadataAsync, parquetReadObjects } from 'hyparquet';
import type { WireQuestion } from '@marginalia/core';
import { HUB_URL } from '../../../tooling/e2ePorts';
import { ServerApi } from './testing/api';
import { createFromPreview as create, openPreview } from './testing/hubCreation';
import { OWNER, signInAs } from './testing/session';
import { firstPaneShare } from './testing/splitPane';

// Datasets from the hub, end to end: the browser reads the stand-in hub the server names in GET /settings,
// the server imports the split's parquet files from it, and the export uploads a parquet file back to it.

const unique = (name: string) => `${name}-${Date.now().toString(36)}`;

async function waitForRecords(owner: ServerApi, datasetId: string, total: number) {
  await expect.poll(async () => (await owner.progress(datasetId)).total, { timeout: 30_000 }).toBe(total);
}

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, request, OWNER);
});

test('the home import form says when the hub cannot read a repository, and opens the preview when it can', async ({
  page,
}) => {
  // The hub's info of a repository is read once from home to preview: the form hands the draft it read.
  const infoReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === HUB_URL && url.pathname === '/info')
      infoReads.push(url.searchParams.get('dataset') ?? '');
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Import from the Hub' }).click();
  const form = page.getByRole('form', { name: 'Import from the Hub' });
  await form.getByLabel('Repository id').fill('marginalia-stand-in/private-dataset');
  await form.getByRole('button', { name: 'Import dataset' }).click();
  await expect(form.getByRole('alert')).toHaveText('Dataset not found or available on Hugging Face');
  await form.getByLabel('Repository id').fill('HuggingFaceH4/no_robots');
  await form.getByRole('button', { name: 'Import dataset' }).click();
  await expect(page).toHaveURL(/\/HuggingFaceH4%2Fno_robots$/);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('no_robots')).toBeVisible();
  await expect(page.getByLabel('Type of messages')).toHaveValue('chat');
  expect(infoReads).toEqual(['marginalia-stand-in/private-dataset', 'HuggingFaceH4/no_robots']);
  // A reload reads it again, by itself.
  await page.reload();
  await expect(page.getByLabel('Type of messages')).toHaveValue('chat', { timeout: 30_000 });
  expect(infoReads).toEqual([
    'marginalia-stand-in/private-dataset',
    'HuggingFaceH4/no_robots',
    'HuggingFaceH4/no_robots',
  ]);
});

test('an unreadable repository shows the 404 page, and /datasets goes home', async ({ page }) => {
  await page.goto(`/${encodeURIComponent('nobody/nothing')}`);
  await expect(page.getByText('Cannot fetch the dataset')).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.goto('/datasets');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/new/stanfordnlp%2Fimdb');
  await expect(page).toHaveURL(/\/stanfordnlp%2Fimdb$/);
});

test("the preview's panels sit at the spec's defaults, resize from the keyboard within their limits and are remembered", async ({
  page,
}) => {
  await openPreview(page, 'stanfordnlp/imdb');
  const upper = page.getByRole('separator', { name: 'Resize the preview and the configuration' });
  const record = page.getByRole('separator', { name: 'Resize the first record and the questions preview' });
  const viewer = page.getByRole('separator', { name: 'Resize the dataset viewer and the configuration' });
  // Preview above at 34 % of the height; the first record at 64 % of the width, the hub's viewer at 36 %.
  await expect(upper).toHaveAttribute('aria-valuenow', '34');
  await expect.poll(() => firstPaneShare(upper)).toBeCloseTo(34, 0);
  await expect.poll(() => firstPaneShare(record)).toBeCloseTo(64, 0);
  await expect.poll(() => firstPaneShare(viewer)).toBeCloseTo(36, 0);

  // The preview keeps 30 % of the height; side by side, either pane keeps 25 % of the width.
  await upper.focus();
  await page.keyboard.press('Home');
  await expect(upper).toHaveAttribute('aria-valuenow', '30');
  await record.focus();
  await page.keyboard.press('End');
  await expect(record).toHaveAttribute('aria-valuenow', '75');
  await expect.poll(() => firstPaneShare(record)).toBeCloseTo(75, 0);

  await page.reload();
  await expect(record).toHaveAttribute('aria-valuenow', '75', { timeout: 30_000 });
  await expect(upper).toHaveAttribute('aria-valuenow', '30');
  await expect.poll(() => firstPaneShare(upper)).toBeCloseTo(30, 0);
});

test('each question editor shows its messages after the first blur; the dialog shows only the first', async ({
  page,
}) => {
  await openPreview(page, 'HuggingFaceH4/no_robots');
  await expect(page.getByLabel('Type of messages')).toHaveValue('chat');
  await page.getByRole('button', { name: 'Create dataset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create the dataset' });
  await expect(dialog.getByRole('alert')).toHaveText('At least one question is required.');
  await expect(dialog.getByRole('button', { name: 'Create dataset' })).toBeDisabled();

  const add = page.getByLabel('Add a question');
  await add.selectOption('label_selection');
  const labels = page.getByLabel('Labels (separated by commas)');
  await labels.fill('only');
  await expect(page.getByText('At least two options are required')).toHaveCount(0);
  await labels.blur();
  await expect(page.getByText('At least two options are required')).toBeVisible();
  await labels.fill('a, , b');
  await expect(page.getByText('Empty options are not allowed')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Some questions are invalid');
  await labels.fill('good, bad');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await page.getByRole('article', { name: 'label_selection_1' }).getByLabel('Required').uncheck();
  await expect(dialog.getByRole('alert')).toHaveText('At least one required question is needed.');

  await add.selectOption('rating');
  const rating = page.getByLabel('Highest rating (1–10)');
  const ratingCard = page.getByRole('article', { name: 'rating_1' });
  await rating.fill('');
  await rating.blur();
  await expect(ratingCard.getByText('At least two options are required')).toBeVisible();
  await rating.fill('1');
  await expect(ratingCard.getByText('At least two options are required')).toHaveCount(0);
  await rating.fill('25');
  await rating.blur();
  await expect(rating).toHaveValue('10');

  await add.selectOption('span');
  const span = page.getByRole('article', { name: 'span_1' });
  await page.getByLabel('Type of prompt', { exact: true }).selectOption('no mapping');
  await page.getByLabel('Type of prompt_id').selectOption('no mapping');
  await page.getByLabel('Type of category').selectOption('no mapping');
  await span.getByLabel('apply to a field').focus();
  await span.getByLabel('apply to a field').blur();
  await expect(span.getByText('One text field is required')).toBeVisible();

  await add.selectOption('ranking');
  const ranking = page.getByRole('article', { name: 'ranking_1' });
  await expect(ranking.getByRole('button', { name: /^Remove [Oo]ption/ })).toHaveCount(0);
  await ranking.getByRole('button', { name: 'Add an option' }).click();
  await expect(ranking.getByRole('textbox', { name: 'Option 3' })).toHaveValue('option 3');
  await expect(ranking.getByRole('button', { name: /^Remove [Oo]ption/ })).toHaveCount(3);
});

test('classification: an example card opens the preview; the created dataset opens for annotation', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /stanfordnlp\/imdb/ }).click();
  await expect(page).toHaveURL(/\/stanfordnlp%2Fimdb$/);
  const card = page.getByRole('article', { name: 'label' });
  await expect(card.getByLabel('map to a column')).toHaveValue('label');
  await expect(card.getByLabel('Required')).toBeChecked();
  const datasetId = await create(page, unique('imdb'));
  const owner = new ServerApi(request);
  const questions = (await owner.questions(datasetId)).items;
  expect(questions.map((q: WireQuestion) => [q.name, q.settings.type, q.required])).toEqual([
    ['label', 'label_selection', true],
  ]);
  // The first records are in: the annotation page shows one, with the label question.
  await expect(page.getByRole('radiogroup', { name: 'label' })).toBeVisible({ timeout: 30_000 });
});

test('image: the preview shows the first image; the created dataset shows it for annotation', async ({
  page,
}) => {
  await openPreview(page, 'argilla/synthetic-text-to-image');
  await expect(page.getByRole('img', { name: 'image' })).toBeVisible();
  // The hub's own dataset viewer, embedded from the hub's origin (the page's policy lets it frame the hub).
  const viewer = page.frameLocator('iframe[title="Dataset preview on the Hub"]');
  await expect(viewer.getByText('350 rows')).toBeVisible();
  await expect(viewer.getByRole('img').first()).toBeVisible();
  await expect(page.getByLabel('Type of image')).toHaveValue('image');
  await page.getByLabel('Add a question').selectOption('rating');
  await create(page, unique('images'));
  await expect(page.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
});

test('chat: create, annotate the first record, export it and read the parquet back from the hub', async ({
  page,
  request,
}) => {
  const owner = new ServerApi(request);
  await openPreview(page, 'HuggingFaceH4/no_robots');
  await page.getByLabel('Split').selectOption('test');
  await page.getByLabel('Add a question').selectOption('label_selection');
  await page.getByLabel('Labels (separated by commas)').fill('helpful, unhelpful');
  const datasetId = await create(page, unique('robots'));
  await waitForRecords(owner, datasetId, 100);

  // Annotate the first record.
  await page
    .getByRole('radiogroup', { name: 'label_selection_1' })
    .getByRole('radio', { name: 'helpful', exact: true })
    .check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(async () => (await owner.metrics(datasetId)).responses.submitted, { timeout: 15_000 })
    .toBe(1);

  // Export to the stand-in hub.
  const repoName = unique('robots-reviewed');
  await page.getByRole('button', { name: 'Export to Hub' }).click();
  const form = page.getByRole('dialog', { name: 'Export the dataset to the Hugging Face Hub' });
  await form.getByLabel('Organization or username').fill('standin-user');
  await form.getByLabel('Dataset name').fill(repoName);
  const token = form.getByLabel('Hugging Face token (with write permission)');
  await token.fill('nope');
  await token.blur();
  await expect(form.getByText('Invalid Hugging Face token')).toBeVisible();
  await token.fill('hf_standin_write');
  await form.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('button', { name: 'Export to Hub' }).hover();
  await expect(
    page.getByRole('status').filter({ hasText: `Exporting to standin-user/${repoName} (public)` }),
  ).toBeVisible();
  await expect(page.getByText('Dataset exported to Hub')).toBeVisible({ timeout: 30_000 });
  // 'Go to Hub' opens the dataset's page on the hub, which shows the uploaded file and its rows.
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Go to Hub' }).click();
  const hubPage = await opened;
  await expect(hubPage).toHaveURL(`${HUB_URL}/datasets/standin-user/${repoName}`);
  await expect(hubPage.getByRole('heading', { level: 1 })).toHaveText(`standin-user/${repoName}`);
  await expect(hubPage.getByRole('link', { name: 'data/train-00000-of-00001.parquet' })).toBeVisible();
  await expect(hubPage.getByText('100 rows')).toBeVisible();
  await hubPage.close();

  // Read the uploaded file back.
  const file = await asyncBufferFromUrl({
    url: `${HUB_URL}/datasets/standin-user/${repoName}/resolve/main/data/train-00000-of-00001.parquet`,
  });
  const metadata = await parquetMetadataAsync(file);
  expect(Number(metadata.num_rows)).toBe(100);
  const rows = (await parquetReadObjects({ file, metadata })) as Record<string, unknown>[];
  const answered = rows.filter(
    (row) =>
      Array.isArray(row['label_selection_1.responses']) &&
      (row['label_selection_1.responses'] as unknown[]).length > 0,
  );
  expect(answered).toHaveLength(1);
  expect(answered[0]!['label_selection_1.responses']).toEqual(['helpful']);
});
