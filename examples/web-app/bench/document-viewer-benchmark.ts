import { generatePaper } from '../e2e/testing/generatePdf';
import { OWNER_API_KEY } from './bench-api';
import { heapAfterGc, settleBeforeNavigation, signedInPage } from './bench-browser';
import { UI, type BenchContext } from './bench-context';
import type { Figure } from './figures';

declare global {
  interface Window {
    __benchDocument?: Promise<{ recordAt: number; paintedAt: number; phases: Record<string, number> }>;
  }
}

const PAGES = 300;

/** A dataset with one record naming a 300-page paper uploaded through `POST /documents`. */
async function seedPaper(bench: BenchContext): Promise<string> {
  const name = `bench-paper-${Date.now()}`;
  const workspace = await bench.call('POST', '/workspaces', { name: `${name}-ws` });
  const dataset = await bench.call('POST', '/datasets', { name, workspace_id: workspace.id });
  await bench.call('POST', `/datasets/${dataset.id}/fields`, { name: 'abstract', title: 'Abstract', required: true, settings: { type: 'text' } });
  await bench.call('POST', `/datasets/${dataset.id}/questions`, {
    name: 'relevant',
    title: 'Relevant?',
    required: true,
    settings: { type: 'label_selection', options: [{ value: 'yes', text: 'Yes' }, { value: 'no', text: 'No' }] },
  });
  await bench.call('PUT', `/datasets/${dataset.id}/publish`);
  const pmid = String(30_000_000 + Math.floor(Math.random() * 999_999));
  const form = new FormData();
  form.append('file_data', new Blob([new Uint8Array(generatePaper(PAGES))], { type: 'application/pdf' }), 'paper-300.pdf');
  const query = new URLSearchParams({ workspace_id: workspace.id, pmid, reference: `paper-${pmid}`, file_name: 'paper-300.pdf' });
  const uploaded = await fetch(`${bench.baseURL}/api/v1/documents?${query}`, {
    method: 'POST',
    headers: { 'X-Argilla-Api-Key': OWNER_API_KEY },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload → ${uploaded.status} ${await uploaded.text()}`);
  await bench.call('POST', `/datasets/${dataset.id}/records/bulk`, {
    items: [{ fields: { abstract: 'A 300-page paper.' }, metadata: { pmid, reference: `paper-${pmid}` } }],
  });
  return dataset.id;
}

/**
 * P10 — the document viewer (issue #17): on a full load of the annotation page of a record that names a 300-page
 * PDF (warm HTTP cache after one unmeasured load), the time from the record shown to the first page painted;
 * then the JS heap after scrolling through all 300 pages (each drawn as it passes) and a full garbage collection.
 */
export async function runDocumentViewerBenchmark(bench: BenchContext, runs: number): Promise<Figure[]> {
  const datasetId = await seedPaper(bench);
  const { context, page } = await signedInPage(bench);
  try {
    await page.addInitScript((recordLabel) => {
      const until = (check: () => boolean) =>
        new Promise<number>((resolve) => {
          const tick = () => (check() ? requestAnimationFrame(() => resolve(performance.now())) : setTimeout(tick, 5));
          tick();
        });
      // When pdf.js's worker is made and first speaks (it says so once its script has run).
      const workerTimes = { created: Number.NaN, ready: Number.NaN };
      const NativeWorker = window.Worker;
      window.Worker = class extends NativeWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          if (Number.isNaN(workerTimes.created)) {
            workerTimes.created = performance.now();
            this.addEventListener('message', () => {
              if (Number.isNaN(workerTimes.ready)) workerTimes.ready = performance.now();
            });
          }
        }
      };
      window.__benchDocument = (async () => {
        const recordAt = await until(() => document.querySelector(`article[aria-label="${recordLabel}"]`) !== null);
        const paintedAt = await until(() => document.querySelector('[data-page="1"][data-painted="true"]') !== null);
        // Where the time went, from the record shown: when each request the first page needs had answered.
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const ended = (match: (name: string) => boolean) => {
          const found = entries.filter((entry) => match(entry.name));
          return found.length === 0 ? Number.NaN : Math.max(...found.map((entry) => entry.responseEnd)) - recordAt;
        };
        const file = entries.filter((entry) => entry.name.includes('/api/v1/file/') && entry.startTime < paintedAt);
        const phases = {
          viewerChunk: ended((name) => /\/DocumentViewer-[^/]*\.js$/.test(name)),
          pdfjsChunk: ended((name) => /\/pdf-[^/]*\.js$/.test(name)),
          document: ended((name) => name.includes('/api/v1/documents/by-')),
          firstFileRequest: file.length === 0 ? Number.NaN : Math.min(...file.map((entry) => entry.startTime)) - recordAt,
          lastFileAnswer: file.length === 0 ? Number.NaN : Math.max(...file.map((entry) => entry.responseEnd)) - recordAt,
          fileRequests: file.length,
          workerCreated: workerTimes.created - recordAt,
          workerReady: workerTimes.ready - recordAt,
        };
        return { recordAt, paintedAt, phases };
      })();
    }, UI.record);
    const firstPaint: number[] = [];
    const phaseRuns: Record<string, number>[] = [];
    for (let run = 0; run < runs + 1; run += 1) {
      await settleBeforeNavigation(page);
      await page.goto(`/dataset/${datasetId}/annotation-mode`, { waitUntil: 'commit' });
      const { recordAt, paintedAt, phases } = await page.evaluate(() => window.__benchDocument!);
      if (run > 0) {
        firstPaint.push(paintedAt - recordAt);
        phaseRuns.push(phases);
      }
    }
    const phaseMedian = (name: string) => {
      const values = phaseRuns.map((phases) => phases[name] ?? Number.NaN).sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)]!.toFixed(0);
    };
    // Scroll page by page to the end, waiting for each page to be drawn.
    const drawnAtOnce = await page.evaluate(async (pages) => {
      const list = document.querySelector<HTMLElement>('.mg-pdf-pages')!;
      let most = 0;
      for (let n = 1; n <= pages; n += 1) {
        const slot = () => document.querySelector<HTMLElement>(`[data-page="${n}"]`);
        while (!slot()) {
          list.scrollTop += list.clientHeight / 2;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        slot()!.scrollIntoView();
        while (slot()?.dataset.painted !== 'true') await new Promise((resolve) => setTimeout(resolve, 10));
        most = Math.max(most, document.querySelectorAll('.mg-pdf-page canvas').length);
      }
      return most;
    }, PAGES);
    const heap = await heapAfterGc(context, page);
    return [
      {
        id: 'P10',
        label: `document viewer: first page of a ${PAGES}-page PDF painted after the record shows`,
        unit: 'ms',
        values: firstPaint,
        goalOf: 'median',
        goal: 1000,
        detail:
          `runs: ${firstPaint.map((value) => value.toFixed(0)).join(', ')} ms; medians after the record shows: ` +
          `viewer chunk ${phaseMedian('viewerChunk')} ms, pdf.js chunk ${phaseMedian('pdfjsChunk')} ms, document ` +
          `answered ${phaseMedian('document')} ms, pdf.js worker made ${phaseMedian('workerCreated')} ms and ready ` +
          `${phaseMedian('workerReady')} ms, first PDF request ${phaseMedian('firstFileRequest')} ms, last PDF ` +
          `answer ${phaseMedian('lastFileAnswer')} ms (${phaseMedian('fileRequests')} requests)`,
      },
      {
        id: 'P10m',
        label: `document viewer: JS heap after scrolling all ${PAGES} pages (after GC)`,
        unit: 'MB',
        values: [heap / 1024 / 1024],
        goalOf: 'value',
        goal: 150,
        detail: `at most ${drawnAtOnce} page canvases mounted at once`,
      },
    ];
  } finally {
    await context.close();
  }
}
