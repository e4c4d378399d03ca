import type { MainDataset } from './bench-datasets';
import { signedInPage } from './bench-browser';
import type { BenchContext } from './bench-context';
import type { Figure } from './figures';

declare global {
  interface Window {
    __benchBulk?: Promise<{ metAt: number; paintedAt: number }>;
  }
}

interface Metrics {
  responses: { submitted: number };
}

/**
 * P5 — bulk submit of 1,000 records: in bulk mode, filtered to a metadata group of exactly 1,000 pending records,
 * with the page selected, "Select all 1000 results" taken and the label answered, the time from the click on
 * Continue in the confirmation (after Submit) to the first frame painted with the success notification shown and
 * the record list reloaded (the view no longer busy). One run per bulk group; the server must then hold 1,000
 * more submitted responses of the owner.
 */
export async function runBulkSubmitBenchmark(bench: BenchContext, dataset: MainDataset): Promise<Figure> {
  const { context, page } = await signedInPage(bench);
  const size = dataset.bulkGroupSize;
  const submitted = async () => (await bench.call<Metrics>('GET', `/me/datasets/${dataset.id}/metrics`)).responses.submitted;
  try {
    const seconds: number[] = [];
    for (const group of dataset.bulkGroups) {
      const before = await submitted();
      await page.goto(`/dataset/${dataset.id}/annotation-mode?page=1~10&status=pending&metadata=group.${group}`);
      await page.getByRole('checkbox', { name: 'Select all records of this page' }).check();
      await page.getByRole('button', { name: `Select all ${size} results` }).click();
      await page.getByText(`The next action affects all ${size} records matching your filters.`).waitFor();
      await page.getByRole('radiogroup', { name: dataset.sentimentTitle }).getByRole('radio', { name: 'Positive' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const message = `All ${size} records were annotated as submitted`;
      await page.evaluate((message) => {
        const done = () =>
          [...document.querySelectorAll('.mg-toast__message')].some((toast) => toast.textContent?.includes(message)) &&
          document.querySelector('.mg-annotation[aria-busy="true"]') === null;
        window.__benchBulk = window.__bench.when(done, 120_000);
      }, message);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const { paintedAt } = await page.evaluate(() => window.__benchBulk!);
      const clickedAt = await page.evaluate(() => window.__bench.lastEvent['click'] ?? Number.NaN);
      seconds.push((paintedAt - clickedAt) / 1000);
      const stored = (await submitted()) - before;
      if (stored !== size) throw new Error(`bulk submit stored ${stored} responses, not ${size}`);
    }
    return {
      id: 'P5',
      label: `bulk submit of ${size.toLocaleString('en')} records (one run per group)`,
      unit: 's',
      values: seconds,
      goalOf: 'median',
      goal: 1.5,
    };
  } finally {
    await context.close();
  }
}
