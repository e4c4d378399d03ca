import type { MainDataset } from './bench-datasets';
import { heapAfterGc, signedInPage } from './bench-browser';
import { UI, armRecordText, armedResult, waitUntil, type BenchContext } from './bench-context';
import type { Figure } from './figures';

interface Metrics {
  responses: { submitted: number };
}

/**
 * Annotates `count` records in focus mode from inside the page: picks a sentiment other than the suggested one,
 * clicks Submit and waits for the next record's text. Returns how long it took (ms).
 */
function annotateInPage(
  page: import('@playwright/test').Page,
  dataset: MainDataset,
  count: number,
): Promise<number> {
  return page.evaluate(
    async ({ count, recordLabel, fieldTitle, questionTitle }) => {
      const text = () =>
        document.querySelector(`article[aria-label="${recordLabel}"] section[aria-label="${fieldTitle}"]`)?.textContent ?? '';
      const started = performance.now();
      for (let index = 0; index < count; index += 1) {
        const before = text();
        const group = [...document.querySelectorAll('[role="radiogroup"]')].find((candidate) => {
          const title = document.getElementById(candidate.getAttribute('aria-labelledby') ?? '');
          return title?.textContent?.includes(questionTitle);
        });
        const option = group?.querySelector<HTMLInputElement>('input[type="radio"]:not(:checked)');
        if (!option) throw new Error(`record ${index}: no sentiment option to choose`);
        option.click();
        const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]');
        if (!submit || submit.disabled) throw new Error(`record ${index}: Submit is not enabled`);
        submit.click();
        await window.__bench.when(() => {
          const current = text();
          return current.length > fieldTitle.length && current !== before;
        }, 30_000);
      }
      return performance.now() - started;
    },
    { count, recordLabel: UI.record, fieldTitle: dataset.fieldTitle, questionTitle: dataset.sentimentTitle },
  );
}

/**
 * P9 — JS heap growth after annotating 1,000 records: in one focus-mode page, the used JS heap after a forced
 * garbage collection (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage) once the server has stored every
 * response, after `count` annotations minus the same after `warmup` annotations (so code, styles and caches the
 * first records load are not counted).
 */
export async function runHeapGrowthBenchmark(
  bench: BenchContext,
  dataset: MainDataset,
  count: number,
  warmup = 20,
): Promise<Figure> {
  const { context, page } = await signedInPage(bench);
  const submitted = async () => (await bench.call<Metrics>('GET', `/me/datasets/${dataset.id}/metrics`)).responses.submitted;
  const settled = async (expected: number) => {
    await waitUntil(async () => (await submitted()) >= expected);
    // The page's own follow-up requests (progress, the next records) after the last answer.
    await page.waitForTimeout(1_000);
  };
  try {
    await page.goto(`/dataset/${dataset.id}/annotation-mode`);
    await armRecordText(page, dataset.fieldTitle, null);
    await armedResult(page);
    const start = await submitted();
    await annotateInPage(page, dataset, warmup);
    await settled(start + warmup);
    const before = await heapAfterGc(context, page);
    const elapsed = await annotateInPage(page, dataset, count);
    await settled(start + warmup + count);
    const after = await heapAfterGc(context, page);
    const megabytes = (bytes: number) => bytes / 1024 / 1024;
    return {
      id: 'P9',
      label: `JS heap growth after annotating ${count.toLocaleString('en')} records`,
      unit: 'MB',
      values: [megabytes(after - before)],
      goalOf: 'value',
      goal: 20,
      detail: `heap after GC: ${megabytes(before).toFixed(1)} MB after ${warmup} records, ${megabytes(after).toFixed(1)} MB after ${warmup + count}; ${count} annotations took ${(elapsed / 1000).toFixed(1)} s (${(elapsed / count).toFixed(0)} ms each)`,
    };
  } finally {
    await context.close();
  }
}
