import type { Page } from '@playwright/test';
import { deleteResponses } from './bench-api';
import type { SpanDataset } from './bench-datasets';
import { settleBeforeNavigation, signedInPage, TRACE_CATEGORIES } from './bench-browser';
import type { BenchContext } from './bench-context';
import { median, type Figure } from './figures';
import { spanTextPoints } from './spanTextPoints';

declare global {
  interface Window {
    __benchSpanRender?: Promise<{ metAt: number; paintedAt: number }>;
    __benchSpanFirstScreen?: Promise<{ metAt: number; paintedAt: number }>;
    /** How many label buttons the first screen shows once everything is in place (counted on the first load). */
    __benchSpanFirstScreenBadges?: number;
    __benchSpanAdded?: Promise<{ metAt: number; paintedAt: number }>;
    /** The phases of the first screen: the record's card, then the span control's text box. */
    __benchSpanRecord?: Promise<{ metAt: number; paintedAt: number }>;
    /** The annotation view in the page (its loading state first): the app has started and mounted the page. */
    __benchSpanView?: Promise<{ metAt: number; paintedAt: number }>;
    __benchSpanTextBox?: Promise<{ metAt: number; paintedAt: number }>;
  }
}

const TEXTBOX = '.mg-span-field [role="textbox"]';
const BADGE = '.mg-span-field button[aria-haspopup="menu"]';

/** Longest long task that overlaps [from, to] on the page's clock (0 when there is none). */
function longestTaskBetween(page: Page, from: number, to: number): Promise<number> {
  return page.evaluate(
    ({ from, to }) =>
      Math.max(0, ...window.__bench.longTasks.filter((task) => task.start + task.duration >= from && task.start <= to).map((task) => task.duration)),
    { from, to },
  );
}

/**
 * Free words to tag: whole words in the first half of each 100-character block (the suggested spans sit in the
 * second halves), from the top of the text.
 */
function freeWords(dataset: SpanDataset, count: number): { start: number; end: number }[] {
  const block = Math.floor(dataset.text.length / dataset.spans.length);
  const words: { start: number; end: number }[] = [];
  for (let index = 0; words.length < count; index += 1) {
    const pattern = /\b[a-z]+\b/g;
    pattern.lastIndex = index * block + 1;
    for (let match = pattern.exec(dataset.text); match && match.index + match[0].length < index * block + block / 2 - 1; match = pattern.exec(dataset.text)) {
      words.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return words.slice(0, count);
}

/** Scrolls the word into view and returns where the mouse should press and release to select it. */
function wordPoints(page: Page, word: { start: number; end: number }) {
  return page.locator(TEXTBOX).evaluate(spanTextPoints, [word.start, word.end] as const);
}

/**
 * P4 — a span field of 100,000 characters with 1,000 spans (the record's suggestion, shown as its answer):
 * - render: on a full page load, from the end of the records-search response that delivers the record
 *   (Resource Timing `responseEnd`) to the first frame painted with the whole text, the 1,000 span label buttons
 *   and the spans' highlights in place (everything in place); median of `renders` loads after one unmeasured load;
 * - first screen: from the same response to the first frame painted with the whole text, the highlights and the
 *   label buttons of the first screen (the viewport at the top of the page: as many as the unmeasured load shows
 *   there once everything is in place). The field draws the buttons in slices from the top of the text, so the
 *   first screen is painted before everything is in place; both figures are reported, with the first screen's
 *   phases: the record card and the text box painted, and when the page's annotation view first appeared (a
 *   negative time: before the response). The response usually lands while the app is still starting (its module
 *   evaluation and the page's mount share the machine with the server), and then the first screen waits for that;
 * - adding a span: selecting a free word with the mouse (press, drag, release), from the `mouseup` event that
 *   creates the span to the first frame painted with its label button added; `adds` spans after two unmeasured;
 * - long tasks: the longest task (Long Tasks API) from the response to everything painted, per load, and from
 *   pressing the mouse to that paint, over all adds.
 * With `traceFile`, the last load is traced (Chromium trace, for the Performance panel).
 */
export async function runSpanFieldBenchmark(
  bench: BenchContext,
  dataset: SpanDataset,
  renders: number,
  adds: number,
  traceFile: string | null = null,
): Promise<Figure[]> {
  await deleteResponses(bench.call, dataset.recordId);
  const { context, page } = await signedInPage(bench);
  try {
    await page.addInitScript(
      ({ textbox, badge, characters, spans }) => {
        const rendered = () =>
          document.querySelector(textbox)?.textContent?.length === characters &&
          document.querySelectorAll(badge).length === spans &&
          CSS.highlights.size > 0;
        window.__benchSpanRender = window.__bench.when(rendered, 60_000);
        // The whole text with its highlights, and as many label buttons on the first screen as there are once
        // everything is in place (counted only when enough buttons exist: counting lays the page out).
        const onScreen = (wanted: number) =>
          document.querySelectorAll(badge).length >= wanted &&
          [...document.querySelectorAll(badge)].filter((button) => button.getBoundingClientRect().top < window.innerHeight)
            .length >= wanted;
        const firstScreen = () => {
          const wanted = window.__benchSpanFirstScreenBadges;
          return (
            wanted !== undefined &&
            document.querySelector(textbox)?.textContent?.length === characters &&
            CSS.highlights.size > 0 &&
            onScreen(wanted)
          );
        };
        window.__benchSpanFirstScreen = window.__bench.when(firstScreen, 60_000);
        window.__benchSpanRecord = window.__bench.when(() => document.querySelector('article.mg-record') !== null, 60_000);
        window.__benchSpanView = window.__bench.when(() => document.querySelector('.mg-root.mg-annotation') !== null, 60_000);
        window.__benchSpanTextBox = window.__bench.when(() => document.querySelector(textbox) !== null, 60_000);
      },
      { textbox: TEXTBOX, badge: BADGE, characters: dataset.text.length, spans: dataset.spans.length },
    );
    const renderTimes: number[] = [];
    const firstScreenTimes: number[] = [];
    const renderTasks: number[] = [];
    const recordTimes: number[] = [];
    const textBoxTimes: number[] = [];
    const viewTimes: number[] = [];
    let firstScreenBadges = 0;
    for (let run = 0; run < renders + 1; run += 1) {
      const traced = traceFile !== null && run === renders;
      await settleBeforeNavigation(page);
      if (traced) await bench.browser.startTracing(page, { path: traceFile, screenshots: false, categories: TRACE_CATEGORIES });
      await page.goto(`/dataset/${dataset.id}/annotation-mode`, { waitUntil: 'commit' });
      const { paintedAt, answeredAt } = await page.evaluate(async () => {
        const { paintedAt } = await window.__benchSpanRender!;
        const search = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/records/search')) as
          | PerformanceResourceTiming
          | undefined;
        return { paintedAt, answeredAt: search?.responseEnd ?? Number.NaN };
      });
      if (run === 0) {
        firstScreenBadges = await page.evaluate(
          (badge) => [...document.querySelectorAll(badge)].filter((button) => button.getBoundingClientRect().top < window.innerHeight).length,
          BADGE,
        );
        // Read by the first-screen check of every later load (init scripts run before the page's own).
        await page.addInitScript((count) => (window.__benchSpanFirstScreenBadges = count), firstScreenBadges);
        continue;
      }
      const { firstScreen, record, view, textBox } = await page.evaluate(async () => ({
        firstScreen: (await window.__benchSpanFirstScreen!).paintedAt,
        record: (await window.__benchSpanRecord!).paintedAt,
        view: (await window.__benchSpanView!).metAt,
        textBox: (await window.__benchSpanTextBox!).paintedAt,
      }));
      if (traced) {
        await bench.browser.stopTracing();
        bench.log(`  trace of the last load: ${traceFile}`);
      }
      firstScreenTimes.push(firstScreen - answeredAt);
      recordTimes.push(record - answeredAt);
      textBoxTimes.push(textBox - answeredAt);
      viewTimes.push(view - answeredAt);
      renderTimes.push(paintedAt - answeredAt);
      renderTasks.push(await longestTaskBetween(page, answeredAt, paintedAt));
    }

    // Tagging: the first label, then free words one after the other on the last loaded page.
    await page.getByRole('radio', { name: dataset.labels[0]!.text }).check();
    const addTimes: number[] = [];
    const addTasks: number[] = [];
    const words = freeWords(dataset, adds + 2);
    for (const [index, word] of words.entries()) {
      const points = await wordPoints(page, word);
      const count = await page.locator(BADGE).count();
      await page.evaluate(
        ({ badge, count }) => {
          window.__benchSpanAdded = window.__bench.when(() => document.querySelectorAll(badge).length === count + 1, 10_000);
        },
        { badge: BADGE, count },
      );
      await page.mouse.move(points.from.x, points.from.y);
      await page.mouse.down();
      await page.mouse.move(points.to.x, points.to.y, { steps: 5 });
      await page.mouse.up();
      const { paintedAt } = await page.evaluate(() => window.__benchSpanAdded!);
      const { mousedown, mouseup } = await page.evaluate(() => window.__bench.lastEvent);
      if (index < 2) continue;
      addTimes.push(paintedAt - mouseup!);
      addTasks.push(await longestTaskBetween(page, mousedown!, paintedAt));
    }
    const spans = `${dataset.text.length.toLocaleString('en')} characters, ${dataset.spans.length.toLocaleString('en')} spans`;
    return [
      {
        id: 'P4',
        label: `span field first screen (${spans}), response → painted`,
        unit: 'ms',
        values: firstScreenTimes,
        goalOf: 'median',
        goal: 100,
        detail:
          `${firstScreenBadges} label buttons on the first screen; medians from the response: record card painted ` +
          `${median(recordTimes).toFixed(1)} ms, span text box painted ${median(textBoxTimes).toFixed(1)} ms; ` +
          `the page's view mounted ${median(viewTimes).toFixed(1)} ms (before the response in ` +
          `${viewTimes.filter((ms) => ms < 0).length} of ${viewTimes.length} loads: the other loads wait for the app's start)`,
      },
      {
        id: 'P4',
        label: `span field render (${spans}), response → painted`,
        unit: 'ms',
        values: renderTimes,
        goalOf: 'median',
        goal: 200,
        detail: `longest task while rendering: median ${median(renderTasks).toFixed(0)} ms`,
      },
      {
        id: 'P4',
        label: 'longest task while rendering (response → everything painted; 0 = none over 50 ms)',
        unit: 'ms',
        values: renderTasks,
        goalOf: 'max',
        goal: 50,
        detail: `per load: ${renderTasks.map((task) => task.toFixed(0)).join(', ')} ms`,
      },
      {
        id: 'P4',
        label: 'loads with a task over 50 ms while rendering',
        unit: 'count',
        values: [renderTasks.filter((task) => task > 50).length],
        goalOf: 'value',
        goal: 0,
        detail: `of ${renderTasks.length} loads`,
      },
      { id: 'P4', label: 'adding a span, mouseup → next paint', unit: 'ms', values: addTimes, goalOf: 'median', goal: 50 },
      {
        id: 'P4',
        label: 'longest task while adding a span (mousedown → paint; 0 = none over 50 ms)',
        unit: 'ms',
        values: addTasks,
        goalOf: 'max',
        goal: 50,
      },
    ];
  } finally {
    await context.close();
    await deleteResponses(bench.call, dataset.recordId);
  }
}
