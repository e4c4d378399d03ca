import type { MainDataset } from './bench-datasets';
import { signedInPage, TRACE_CATEGORIES } from './bench-browser';
import { armRecordText, armedResult, type BenchContext } from './bench-context';
import type { Figure } from './figures';

/**
 * P3 — Submit → next record painted: in focus mode on the pending queue, the time from the click event on Submit
 * (its `timeStamp`) to the first frame painted after the next record's text replaced the submitted one's. The
 * suggested answer makes every record submittable as it opens. `warmup` submits are not measured. Also printed, to
 * say where the time goes: click → the next record's text in the page (the click's handlers and the render), and
 * from there → painted (style, layout, paint and the wait for the frame). And how many submits showed the next
 * record only after the first frame that followed the click (its text not yet in the page when the click's task
 * ended): the swap belongs in the click's frame, whatever this machine's frame pipeline then adds.
 */
export async function runSubmitNextBenchmark(
  bench: BenchContext,
  dataset: MainDataset,
  submits: number,
  traceFile: string | null = null,
  warmup = 5,
): Promise<Figure[]> {
  const { context, page } = await signedInPage(bench);
  try {
    await page.goto(`/dataset/${dataset.id}/annotation-mode`);
    await armRecordText(page, dataset.fieldTitle, null);
    let { text } = await armedResult(page);
    const submit = page.locator('button[type="submit"]');
    const durations: number[] = [];
    const toText: number[] = [];
    let afterFirstFrame = 0;
    for (let index = 0; index < warmup + submits; index += 1) {
      if (index === warmup && traceFile) {
        await bench.browser.startTracing(page, {
          path: traceFile,
          screenshots: false,
          categories: TRACE_CATEGORIES,
        });
      }
      await armRecordText(page, dataset.fieldTitle, text);
      await submit.click();
      const next = await armedResult(page);
      const { clickedAt, clickTaskEnded } = await page.evaluate(() => ({
        clickedAt: window.__bench.lastEvent['click'] ?? Number.NaN,
        clickTaskEnded: window.__bench.afterEventTask['click'] ?? Number.NaN,
      }));
      if (index >= warmup) {
        durations.push(next.paintedAt - clickedAt);
        toText.push(next.metAt - clickedAt);
        if (!(next.metAt <= clickTaskEnded)) afterFirstFrame += 1;
      }
      text = next.text;
    }
    if (traceFile) {
      await bench.browser.stopTracing();
      bench.log(`  trace of the measured submits: ${traceFile}`);
    }
    return [
      { id: 'P3', label: 'Submit → next record painted', unit: 'ms', values: durations, goalOf: 'median', goal: 16 },
      {
        id: 'P3',
        label: "Submit → next record's text in the page (handlers and render)",
        unit: 'ms',
        values: toText,
        goalOf: 'median',
        goal: 16,
      },
      {
        id: 'P3',
        label: 'text in the page → painted (style, layout, paint, frame)',
        unit: 'ms',
        values: durations.map((duration, i) => duration - (toText[i] as number)),
        goalOf: 'median',
        goal: 16,
      },
      {
        id: 'P3',
        label: `submits whose next record missed the first frame after the click (of ${submits})`,
        unit: 'count',
        values: [afterFirstFrame],
        goalOf: 'value',
        goal: 0,
      },
    ];
  } finally {
    await context.close();
  }
}
