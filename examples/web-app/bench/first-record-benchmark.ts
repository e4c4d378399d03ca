import type { MainDataset } from './bench-datasets';
import { settleBeforeNavigation, signedInPage, TRACE_CATEGORIES } from './bench-browser';
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
  /** When the document's request could start (the previous page unloaded, redirects done) and its first byte came. */
  documentFetched: number;
  documentAnswered: number;
  recordsAnswered: number;
  /** Every request the page made before it was interactive: where it started and ended, on the page's clock. */
  requests: RequestTiming[];
}

interface RequestTiming {
  /** Method-free path without the query, e.g. `/api/v1/me` or `/assets/index-….js`. */
  path: string;
  start: number;
  end: number;
  /** What the server's Server-Timing says it spent (`total`), when it says. */
  server: number | null;
}

/**
 * P2 — first record interactive: on a full page load of /dataset/:id/annotation-mode (focus mode, pending queue of
 * the 100,000-record dataset, warm HTTP cache, signed in), the time from navigation start (the page's time
 * origin) to the first frame painted after the first record's field text and an enabled Submit button (the
 * record's suggestion answers the required question) are both in the DOM. Two unmeasured loads come first (the
 * first fills the cache). Printed with the median time the HTML document finished loading (DOMContentLoaded)
 * and the time the records search answered, to show where the time goes.
 */
export async function runFirstRecordBenchmark(
  bench: BenchContext,
  dataset: MainDataset,
  runs: number,
  traceFile: string | null = null,
): Promise<Figure> {
  const { context, page } = await signedInPage(bench);
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
      // The last load, traced: which work the first paint waited for.
      const traced = traceFile !== null && run === runs + 1;
      await settleBeforeNavigation(page);
      if (traced) await bench.browser.startTracing(page, { path: traceFile, screenshots: false, categories: TRACE_CATEGORIES });
      await page.goto(url, { waitUntil: 'commit' });
      const measured = await page.evaluate(async () => {
        const { paintedAt } = await window.__benchFirstRecord!;
        const [document] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const search = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/records/search')) as PerformanceResourceTiming | undefined;
        const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime <= paintedAt)
          .map((entry) => ({
            path: new URL(entry.name).pathname.replace(/-[\w-]{8}\.(js|css)$/, '.$1'),
            start: entry.startTime,
            end: entry.responseEnd,
            server: entry.serverTiming.find((timing) => timing.name === 'total')?.duration ?? null,
          }));
        return {
          interactive: paintedAt,
          documentLoaded: document?.domContentLoadedEventEnd ?? Number.NaN,
          documentFetched: document?.fetchStart ?? Number.NaN,
          documentAnswered: document?.responseStart ?? Number.NaN,
          recordsAnswered: search?.responseEnd ?? Number.NaN,
          requests,
        };
      });
      if (traced) {
        await bench.browser.stopTracing();
        bench.log(`  trace of the last load: ${traceFile}`);
      }
      if (run >= 2) navigations.push(measured);
    }
    const of = (key: 'interactive' | 'documentLoaded' | 'documentFetched' | 'documentAnswered' | 'recordsAnswered') =>
      median(navigations.map((navigation) => navigation[key])).toFixed(0);
    return {
      id: 'P2',
      label: `first record interactive after navigation (${dataset.records.toLocaleString('en')} records)`,
      unit: 'ms',
      values: navigations.map((navigation) => navigation.interactive),
      goalOf: 'median',
      goal: 150,
      detail: [
        `medians: document fetch start ${of('documentFetched')} ms, first byte ${of('documentAnswered')} ms, DOMContentLoaded ${of('documentLoaded')} ms, records search answered ${of('recordsAnswered')} ms, interactive ${of('interactive')} ms`,
        ...waterfall(navigations),
      ].join('\n    '),
    };
  } finally {
    await context.close();
  }
}

/**
 * The requests made before the first record was interactive, in the order they started, each as the median of
 * its start and end over the runs (a request made in only some runs says in how many), with the server's own
 * time: which reads the first paint waited for, and which only shared the two cores with it.
 */
function waterfall(navigations: Navigation[]): string[] {
  const byPath = new Map<string, RequestTiming[]>();
  for (const navigation of navigations) {
    const seen = new Map<string, number>();
    for (const request of navigation.requests) {
      // The same path twice in one run is two requests (e.g. two searches): kept apart as #2.
      const count = (seen.get(request.path) ?? 0) + 1;
      seen.set(request.path, count);
      const key = count === 1 ? request.path : `${request.path} #${count}`;
      byPath.set(key, [...(byPath.get(key) ?? []), request]);
    }
  }
  const rows = [...byPath].map(([path, requests]) => {
    const servers = requests.flatMap((request) => (request.server === null ? [] : [request.server]));
    return {
      path,
      start: median(requests.map((request) => request.start)),
      end: median(requests.map((request) => request.end)),
      server: servers.length > 0 ? median(servers) : null,
      runs: requests.length,
    };
  });
  rows.sort((a, b) => a.start - b.start);
  return [
    `requests before interactive (${rows.length}; median start → end, server time):`,
    ...rows.map(
      (row) =>
        `  ${row.start.toFixed(0).padStart(4)} → ${row.end.toFixed(0).padStart(4)} ms  ${row.path}` +
        (row.server === null ? '' : ` (server ${row.server.toFixed(1)} ms)`) +
        (row.runs < navigations.length ? ` [${row.runs}/${navigations.length} runs]` : ''),
    ),
  ];
}
