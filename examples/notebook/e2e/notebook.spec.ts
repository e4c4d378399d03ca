import { expect, test, type Page } from '@playwright/test';
import { newAnnotator, responseOf } from '../../elements-demo/e2e/testing/demo';
import {
  API_URL,
  isTrusted,
  jupyterNotebookPath,
  openNotebook,
  recordScripts,
  restartAndRunAll,
  runAllCells,
  saveNotebook,
  settledMarginaliaListeners,
  startJupyter,
  waitForCellsDone,
  type RunningJupyter,
} from './testing/jupyter';

// Issue 32: the example notebook in a real Jupyter — Debian's classic Notebook 6.4 — opened in Chromium. Its cells
// load the elements from the server (`/elements/`, another origin than the notebook), show mg-progress and
// mg-annotation-view in their outputs, and read the answers back with urllib. Running the cells again, and again
// after a kernel restart, leaves one working copy of each element: no "already defined", no listener added twice.

const binary = jupyterNotebookPath();
const ELEMENTS = `${API_URL}/elements/`;

test.describe('the example notebook in Jupyter Notebook', () => {
  // In CI the package is installed (npm test does it as root): a missing one there is a failure, not a skip.
  test.skip(
    !binary && !process.env.CI,
    "Debian's jupyter-notebook is not installed (npm test installs it when it runs as root; by hand: sudo apt-get install -y jupyter-notebook)",
  );
  let jupyter: RunningJupyter | null = null;
  test.afterAll(async () => {
    await jupyter?.stop();
  });

  test('runs, annotates in the output, reads the answer back, and survives re-runs and a kernel restart', async ({ page, request }) => {
    test.setTimeout(240_000);
    expect(binary, "jupyter-notebook is required in CI").not.toBeNull();
    const user = await newAnnotator(request, 'notebook');
    jupyter = await startJupyter(binary!, {
      MARGINALIA_URL: API_URL,
      MARGINALIA_API_KEY: user.apiKey,
      MARGINALIA_DATASET: 'product-reviews',
    });
    const problems = collectProblems(page);
    await recordReadiness(page);
    const client = await page.context().newCDPSession(page);
    const scripts = await recordScripts(client);

    await openNotebook(page, 'annotate.ipynb');
    expect(await isTrusted(page)).toBe(true);

    // First run: both elements show their content and announce it.
    await runAllCells(page);
    await waitForCellsDone(page);
    await expect(page.locator('.output_area').getByText(`Signed in as ${user.username} (annotator)`)).toBeVisible();
    await expectElementsReady(page, 1);
    const progress = page.locator('.output_area mg-progress');
    await expect(progress.getByText(/of 120 records answered/)).toBeVisible();
    const first = await settledMarginaliaListeners(client, scripts, ELEMENTS);
    expect(first.window + first.document).toBeGreaterThan(0);

    // Annotate one record inside the output; the server stores it.
    const view = page.locator('.output_area mg-annotation-view');
    const sentiment = view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' });
    await sentiment.getByRole('radio', { name: 'Positive' }).check();
    const recordId = await view.evaluate((element) => (element as unknown as { record: { id: string } }).record.id);
    await view.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as Readiness).submitted)).toEqual([recordId]);
    await expect
      .poll(async () => (await responseOf(request, user.id, recordId))?.status)
      .toBe('submitted');
    expect((await responseOf(request, user.id, recordId))?.values?.sentiment).toEqual({ value: 'positive' });

    // The next cell reads it back with plain Python.
    const readBack = page.locator('.code_cell').last();
    await readBack.locator('.CodeMirror').click();
    await page.keyboard.press('Control+Enter');
    await waitForCellsDone(page);
    await expect(readBack.locator('.output_area')).toContainText('1 answered record(s) in product-reviews');
    await expect(readBack.locator('.output_area')).toContainText(`${recordId}  submitted  {"sentiment": "positive"`);

    // Run all cells again: the outputs are replaced, the elements are defined once and hold one set of listeners.
    await runAllCells(page);
    await waitForCellsDone(page);
    await expectElementsReady(page, 2);
    await expect(page.locator('.output_area mg-progress').getByText(/of 120 records answered/)).toBeVisible();
    expect(await settledMarginaliaListeners(client, scripts, ELEMENTS)).toEqual(first);

    // Restart the kernel and run everything once more.
    await restartAndRunAll(page);
    await waitForCellsDone(page);
    await expectElementsReady(page, 3);
    await expect(readBack.locator('.output_area')).toContainText('1 answered record(s) in product-reviews');
    expect(await settledMarginaliaListeners(client, scripts, ELEMENTS)).toEqual(first);

    // Saved, the outputs are signed: opened again, the trusted notebook shows the live elements without a run.
    await saveNotebook(page);
    await page.reload();
    await openNotebook(page, 'annotate.ipynb');
    expect(await isTrusted(page)).toBe(true);
    await expectElementsReady(page, 1);

    expect(problems.filter((message) => /already (been )?(defined|used)/i.test(message))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

interface Readiness {
  ready: string[];
  submitted: string[];
}

/** Records which elements fired mg-ready, and the records submitted, from the page's load on. */
async function recordReadiness(page: Page) {
  // Runs again on every load of the page, starting afresh.
  await page.addInitScript(() => {
    Object.assign(window, { ready: [], submitted: [] } satisfies Readiness);
    document.addEventListener('mg-ready', (event) => (window as unknown as Readiness).ready.push((event.target as Element).localName));
    document.addEventListener('mg-submitted', (event) =>
      (window as unknown as Readiness).submitted.push((event as CustomEvent<{ recordId: string }>).detail.recordId),
    );
  });
}

/** Waits until `runs` runs of the cells have each made an mg-progress and an mg-annotation-view ready, and one of each is shown. */
async function expectElementsReady(page: Page, runs: number) {
  await expect
    .poll(() => page.evaluate(() => [...(window as unknown as Readiness).ready].sort()), { timeout: 60_000 })
    .toEqual([...Array(runs).fill('mg-annotation-view'), ...Array(runs).fill('mg-progress')]);
  await expect(page.locator('.output_area mg-progress')).toHaveCount(1);
  await expect(page.locator('.output_area mg-annotation-view')).toHaveCount(1);
}

/**
 * Console errors and uncaught exceptions of the page, but for the notebook's own attempt at loading the optional
 * ipywidgets extension (`/nbextensions/widgets/…`), which Debian's notebook package does not ship (it conflicts
 * with Debian's widgets extension package): the page asks for it on every load and logs the 404.
 */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  const widgetsExtension = '/nbextensions/widgets/';
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().includes(widgetsExtension) || message.location().url.includes(widgetsExtension)) return;
    problems.push(message.text());
  });
  return problems;
}
