// The spec-2 flows, driven in the Extralit web frontend as a user would: each starts from the sign-in page in a
// fresh browser context (so the frontend reads every list again and each recorded flow replays on its own),
// clicks through the screens and waits for the requests its screens make.
import { EXTRACTION_DATASET } from './setup-extraction-dataset.mjs';

const OWNER = { username: 'owner', password: '12345678' };
export const IMPORT_REPO = 'stanfordnlp/imdb';
export const IMPORTED_DATASET = 'imdb-import';
const HUB_USER = 'standin-user';
const HUB_WRITE_TOKEN = 'hf_standin_write';

const isApi = (response, method, pattern) =>
  response.request().method() === method && pattern.test(new URL(response.url()).pathname);

export async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.fill('input[type=text]', OWNER.username);
  await page.fill('input[type=password]', OWNER.password);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  await page.getByText('Your datasets').waitFor();
}

/** Home → the dataset's card → its annotation page, as a user opens it. */
async function openDataset(page, name) {
  await page.getByText(name, { exact: true }).first().click();
  await page.waitForURL(/\/annotation-mode/);
  return page.url().match(/dataset\/([^/]+)/)[1];
}

async function settle(page, ms = 1500) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(ms);
}

/** Edits the first text input of the open settings tab and presses its section's Update; returns the PATCH. */
async function editAndUpdate(page, input, text) {
  await input.fill(text);
  const patched = page.waitForResponse((response) => isApi(response, 'PATCH', /^\/api\/v1\//));
  await page
    .getByRole('button', { name: 'Update', exact: true })
    .and(page.locator(':enabled'))
    .first()
    .click();
  return patched;
}

export const flows = [
  {
    name: 'sign-in-home',
    title: 'Sign in and the home page',
    async run({ page, baseUrl }) {
      await signIn(page, baseUrl);
      await settle(page);
    },
  },
  {
    name: 'dataset-creation-import',
    title: `Dataset creation from the hub (${IMPORT_REPO}) and the import of its first 10,000 rows`,
    async run({ page, baseUrl, waitForImport, shot }) {
      await signIn(page, baseUrl);
      await page.getByText('Import dataset from Hugging Face').click();
      await page.getByPlaceholder(/Paste a repo id/).fill(IMPORT_REPO);
      await page.locator('.import-from-hub__button-submit').click();
      await page.getByRole('button', { name: 'Create dataset' }).click();
      await page.locator('#datasetName input').fill(IMPORTED_DATASET);
      const imported = page.waitForResponse((response) => isApi(response, 'POST', /\/import$/));
      await page.getByRole('button', { name: 'Create dataset' }).last().click();
      const job = await (await imported).json();
      await page.waitForURL(/\/annotation-mode/, { timeout: 120_000 });
      await waitForImport(job.id);
      await page.reload();
      await page.getByText(/of 10000/).waitFor({ timeout: 30_000 });
      await settle(page);
      await shot('imported-dataset');
    },
  },
  {
    name: 'dataset-settings',
    title:
      'Dataset settings: general (guidelines, task distribution), fields, questions, metadata and vectors',
    async run({ page, baseUrl, shot }) {
      await signIn(page, baseUrl);
      await openDataset(page, 'product-reviews');
      await page.locator('.button-settings').click();
      await page.getByText('Dataset settings').waitFor();
      await settle(page, 500);
      // General: the task distribution's input, then the guidelines.
      const minimum = page.locator('input[type=number]').first();
      await editAndUpdate(page, minimum, '2');
      await settle(page, 500);
      const guidelines = page.locator('.settings__edition-form-fields [contenteditable]').first();
      await editAndUpdate(
        page,
        guidelines,
        `${await guidelines.innerText()}\n\nEdited from the Extralit frontend.`,
      );
      await settle(page, 500);
      for (const tab of ['Fields', 'Questions', 'Metadata', 'Vectors']) {
        await page.getByRole('button', { name: tab, exact: true }).click();
        await settle(page, 500);
        const title = page.locator('input[type=text]:visible, input[id^="title-"]:visible').first();
        await editAndUpdate(page, title, `${await title.inputValue()} (edited)`);
        await settle(page, 500);
        await shot(`settings-${tab.toLowerCase()}`);
      }
    },
  },
  {
    name: 'export-to-hub',
    title: 'Export of the imported dataset to the hub, the job followed to its end',
    async run({ page, baseUrl, shot }) {
      await signIn(page, baseUrl);
      await openDataset(page, IMPORTED_DATASET);
      await page.getByRole('button', { name: 'Push to Hub' }).click();
      await page.fill('#owner', HUB_USER);
      await page.fill('#datasetName', `${IMPORTED_DATASET}-export`);
      await page.fill('#hfToken', HUB_WRITE_TOKEN);
      const finished = page.waitForResponse(
        async (response) =>
          isApi(response, 'GET', /^\/api\/v1\/jobs\//) &&
          ['finished', 'failed'].includes((await response.json()).status),
        { timeout: 300_000 },
      );
      await page.locator('.export-to-hub__form__button').click();
      const job = await (await finished).json();
      if (job.status !== 'finished') throw new Error(`export job ${job.status}`);
      await settle(page);
      await shot('exported');
    },
  },
  {
    name: 'documents-extraction',
    title:
      'Documents (the PDF shown), segments, schema files, file download, reference tables and the model fill-in',
    async run({ page, baseUrl, shot }) {
      await signIn(page, baseUrl);
      await openDataset(page, EXTRACTION_DATASET);
      // The table waits in the owner's draft: the Draft queue opens it with its paper.
      const pdf = page.waitForResponse((response) =>
        isApi(response, 'GET', /^\/api\/v1\/file\/[^/]+\/pdf\//),
      );
      const schema = page.waitForResponse((response) =>
        isApi(response, 'GET', /^\/api\/v1\/file\/[^/]+\/schemas\//),
      );
      await page.locator('.filter-status').click();
      await page.locator('.options .option').filter({ hasText: 'Draft' }).first().click();
      await schema;
      await page.getByText('Document', { exact: true }).first().click();
      const file = await pdf;
      if (file.status() !== 200) throw new Error(`the PDF answered ${file.status()}`);
      await page
        .locator('.pdf-view[data-state="loaded"] .pdf-view__page')
        .first()
        .waitFor({ timeout: 30_000 });
      await settle(page);
      await shot('document');
      // The model fill-in: select the first row's empty cells (n to ci_low), then "LLM fill-in" in the row menu.
      const row = page.locator('.tabulator-row:has(.tabulator-cell[tabulator-field="n"])').first();
      await row.locator('.tabulator-cell[tabulator-field="n"]').click();
      await row.locator('.tabulator-cell[tabulator-field="ci_low"]').click({ modifiers: ['Shift'] });
      const extraction = page.waitForResponse((response) =>
        isApi(response, 'POST', /^\/api\/v1\/models\/extraction/),
      );
      await row.locator('.tabulator-cell[tabulator-field="mean"]').click({ button: 'right' });
      await page.getByText('LLM fill-in', { exact: true }).click();
      const answer = await extraction;
      if (answer.status() !== 200)
        throw new Error(`model fill-in answered ${answer.status()}: ${await answer.text()}`);
      await settle(page);
      await shot('model-fill-in');
      // The filled table is kept in the draft (the table's JSON text as the answer).
      const saved = page.waitForResponse((response) => isApi(response, 'PUT', /^\/api\/v1\/responses\//));
      await page.getByText('Save as draft').click();
      if ((await saved).status() !== 200)
        throw new Error(`saving the draft answered ${(await saved).status()}`);
      await settle(page);
    },
  },
];
