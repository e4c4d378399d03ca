import type { MainDataset } from './bench-datasets';
import { signedInPage } from './bench-browser';
import { UI, type BenchContext } from './bench-context';
import { median, type Figure } from './figures';

declare global {
  interface Window {
    __benchFirstRecord?: Promise<{ metAt: number; paintedAt: number }>;
  }
}

interface Navigation {
  interactive: number;
  documentLoaded: number;
  recordsAnswered: number;
}

/**
 * P2 — first record interactive: on a full page load of /dataset/:id/annotation-mode (focus mode, pending queue of
 * the 100,000-record dataset, warm HTTP cache, signed in), the time from navigation start (the page's time
 * origin) to the first frame painted after the first record's field text and an enabled Submit button (the
 * record's suggestion answers the required question) are both in the DOM. Two unmeasured loads come first (the
 * first fills the cache). Printed with the median time the HTML document finished loading (DOMContentLoaded)
 * and the time the records search answered, to show where the time goes.
 */
export async function runFirstRecordBenchmark(bench: BenchContext, dataset: MainDataset, runs: number): Promise<Figure> {
  const { context, page } = await signedInPage(bench.browser, bench.baseURL, bench.token);
  try {
    await page.addInitScript(
      ({ recordLabel, fieldTitle }) => {
        const ready = () => {
          const field = document.querySelector(`article[aria-label="${recordLabel}"] section[aria-label="${fieldTitle}"]`);
          return (
            (field?.textContent?.length ?? 0) > fieldTitle.length &&
            document.querySelector('button[type="submit"]:not([disabled])') !== null
          );
        };
        // The probes are installed by an earlier init script; the DOM is watched from the first byte.
        window.__benchFirstRecord = window.__bench.when(ready, 60_000);
      },
      { recordLabel: UI.record, fieldTitle: dataset.fieldTitle },
    );
    const url = `/dataset/${dataset.id}/annotation-mode`;
    const navigations: Navigation[] = [];
    for (let run = 0; run < runs + 2; run += 1) {
      await page.goto(url, { waitUntil: 'commit' });
      const measured = await page.evaluate(async () => {
        const { paintedAt } = await window.__benchFirstRecord!;
        const [document] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const search = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/records/search')) as PerformanceResourceTiming | undefined;
        return {
          interactive: paintedAt,
          documentLoaded: document?.domContentLoadedEventEnd ?? Number.NaN,
          recordsAnswered: search?.responseEnd ?? Number.NaN,
        };
      });
      if (run >= 2) navigations.push(measured);
    }
    const of = (key: keyof Navigation) => median(navigations.map((navigation) => navigation[key])).toFixed(0);
    return {
      id: 'P2',
      label: `first record interactive after navigation (${dataset.records.toLocaleString('en')} records)`,
      unit: 'ms',
      values: navigations.map((navigation) => navigation.interactive),
      goalOf: 'median',
      goal: 300,
      detail: `medians: DOMContentLoaded ${of('documentLoaded')} ms, records search answered ${of('recordsAnswered')} ms, interactive ${of('interactive')} ms`,
    };
  } finally {
    await context.close();
  }
}
