import type { MainDataset } from './bench-datasets';
import { signedInPage } from './bench-browser';
import { armRecordText, armedResult, type BenchContext } from './bench-context';
import type { Figure } from './figures';

/**
 * P3 — Submit → next record painted: in focus mode on the pending queue, the time from the click event on Submit
 * (its `timeStamp`) to the first frame painted after the next record's text replaced the submitted one's. The
 * suggested answer makes every record submittable as it opens. `warmup` submits are not measured.
 */
export async function runSubmitNextBenchmark(
  bench: BenchContext,
  dataset: MainDataset,
  submits: number,
  warmup = 5,
): Promise<Figure> {
  const { context, page } = await signedInPage(bench.browser, bench.baseURL, bench.token);
  try {
    await page.goto(`/dataset/${dataset.id}/annotation-mode`);
    await armRecordText(page, dataset.fieldTitle, null);
    let { text } = await armedResult(page);
    const submit = page.locator('button[type="submit"]');
    const durations: number[] = [];
    for (let index = 0; index < warmup + submits; index += 1) {
      await armRecordText(page, dataset.fieldTitle, text);
      await submit.click();
      const next = await armedResult(page);
      const clickedAt = await page.evaluate(() => window.__bench.lastEvent['click'] ?? Number.NaN);
      if (index >= warmup) durations.push(next.paintedAt - clickedAt);
      text = next.text;
    }
    return {
      id: 'P3',
      label: 'Submit → next record painted',
      unit: 'ms',
      values: durations,
      goalOf: 'median',
      goal: 50,
    };
  } finally {
    await context.close();
  }
}
